import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushSubscriptionInput } from "#shared/schemas/push";

/** A device's side of a subscription: its ECDH key pair and auth secret, as a browser makes them. */
export interface TestDevice {
  subscription: PushSubscriptionInput;
  /** What the push service handed this device, decrypted. */
  received: unknown[];
}

/**
 * Decrypts a web push body (RFC 8291, aes128gcm): salt, record size, the server's ephemeral
 * public key, then one record; the key comes from ECDH with the device's private key, mixed with
 * its auth secret (HKDF).
 */
function decrypt(
  body: Buffer,
  device: { privateKey: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = device.privateKey.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * A push service on this machine: devices subscribe at /push/<name>; what the server pushes is
 * decrypted with the device's keys and kept. `gone` devices answer 410, as a push service does
 * for a subscription that no longer exists.
 */
export async function startPushReceiver() {
  const devices = new Map<
    string,
    TestDevice & {
      keys: { privateKey: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer };
    }
  >();
  const gone = new Set<string>();
  const requests: { name: string; headers: Record<string, unknown> }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const name = decodeURIComponent(req.url?.replace(/^\/push\//, "") ?? "");
      requests.push({ name, headers: req.headers });
      const device = devices.get(name);
      if (!device || gone.has(name)) {
        res.writeHead(410).end();
        return;
      }
      try {
        device.received.push(JSON.parse(decrypt(Buffer.concat(chunks), device.keys)));
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;

  return {
    requests,
    /** A new device with fresh keys and its subscription, as `PushSubscription.toJSON()` gives it. */
    device(name: string): TestDevice {
      const privateKey = createECDH("prime256v1");
      const publicKey = privateKey.generateKeys();
      const auth = randomBytes(16);
      const device = {
        subscription: {
          endpoint: `http://127.0.0.1:${port}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
        },
        received: [] as unknown[],
        keys: { privateKey, publicKey, auth },
      };
      devices.set(name, device);
      return device;
    },
    /** From now on the push service answers 410 Gone for this device. */
    forget(name: string) {
      gone.add(name);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
