import { photoSrc } from "#shared/constants";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoFiles, photos } from "../../db/schema";
import { match } from "#tests/support/matching-factories";
import { addPhoto, phoneJpeg } from "#tests/support/photos";
import { useTestApp } from "#tests/support/test-app";

const BUCKET = "vouch-photos";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let server: S3rver;
let directory: string;
let endpoint = "";

// The fake S3 server starts on a free port before the app reads its address from the env.
const env: Record<string, string> = {};
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "vouch-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(env, {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const t = useTestApp(env);

async function objectKeys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

describe("photos in S3-compatible storage (S3_* set)", () => {
  it("keeps the files in the bucket, not the database, and serves them", async () => {
    expect(t().deps.env.s3?.endpoint).toBe(endpoint);
    const me = await t().member();
    const [photo] = await addPhoto(t(), me, await phoneJpeg(800, 600));
    expect(await objectKeys()).toEqual(
      ["large", "medium", "small"].map((size) => `photos/${photo!.id}/${size}.webp`),
    );
    expect(await t().db.select().from(photoFiles)).toEqual([]);
    expect((await t().db.select().from(photos))[0]).toMatchObject({ storage: "s3" });
    const res = await t().request(photoSrc(photo!.id, "medium"), { as: me });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it("deletes a photo's files from the bucket, and all of them with the account", async () => {
    const me = await t().member();
    const partner = await t().member();
    await match(t(), me, partner);
    const [first] = await addPhoto(t(), me);
    const two = await addPhoto(t(), me);
    const before = await objectKeys();
    const deleted = await t().request(`/api/profile/photos/${first!.id}`, {
      as: me,
      method: "DELETE",
    });
    expect(deleted.status).toBe(200);
    const left = await objectKeys();
    expect(left).toHaveLength(before.length - 3);
    expect(left.some((key) => key.includes(first!.id))).toBe(false);

    const res = await t().request("/api/account/delete", { as: me, json: {} });
    expect(res.status).toBeLessThan(300);
    expect((await objectKeys()).some((key) => key.includes(two[1]!.id))).toBe(false);
    expect((await t().request(photoSrc(two[1]!.id, "small"), { as: partner })).status).toBe(404);
  });
});
