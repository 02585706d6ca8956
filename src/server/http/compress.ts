import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below this a compressed body saves less than it costs. */
const MIN_BYTES = 1024;
const COMPRESSED_TYPES = /^(?:application\/json|text\/html)\b/;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function chooseEncoding(accept: string | undefined): "br" | "gzip" | undefined {
  if (!accept) return undefined;
  const offered = new Set(
    accept
      .split(",")
      .map((part) => part.split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (offered.has("br")) return "br";
  if (offered.has("gzip")) return "gzip";
  return undefined;
}

const keyOf = (headers: OutgoingHttpHeaders, name: string) =>
  Object.keys(headers).find((key) => key.toLowerCase() === name);

/**
 * Compresses JSON and HTML answers of 1 KB or more, brotli (quality 4: most of its gain for a
 * fraction of the maximum's time) or gzip as the browser accepts, whole and with their real
 * Content-Length, on the HTTP server's way out, through Node's public response API.
 *
 * @hono/node-server sends an answer built with `c.json` or `c.html` as `writeHead(status,
 * headers)` then `end(text)`: the head is held until the body arrives and both go out compressed.
 * A body written in parts (a stream) goes as it is; the live SSE stream, the .ics file and the
 * static files (compressed at build) never match. Not expressjs's `compression`: it streams every
 * answer through a zlib stream, which cost 10-20 % of a compressed screen read (docs/performance-history.md);
 * nor inside Hono, where reading a body turns it into a stream-backed Response.
 */
export function compressingAnswers(listener: Listener): Listener {
  return (req, res) => {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const { writeHead, write, end, flushHeaders } = res;
    res.writeHead = function heldHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      res.writeHead = writeHead;
      const headers = rest.find(
        (part): part is OutgoingHttpHeaders =>
          typeof part === "object" && part !== null && !Array.isArray(part),
      );
      const typeKey = headers && keyOf(headers, "content-type");
      const type = String((typeKey && headers[typeKey]) ?? res.getHeader("content-type") ?? "");
      if (!headers || !COMPRESSED_TYPES.test(type) || keyOf(headers, "content-encoding")) {
        return writeHead.call(this, status, ...(rest as [OutgoingHttpHeaders]));
      }
      const varyKey = keyOf(headers, "vary") ?? "Vary";
      headers[varyKey] = headers[varyKey]
        ? `${String(headers[varyKey])}, Accept-Encoding`
        : "Accept-Encoding";
      if (!encoding) return writeHead.call(this, status, headers);

      const sendHead = () => {
        res.write = write;
        res.end = end;
        res.flushHeaders = flushHeaders;
        writeHead.call(res, status, headers);
      };
      res.write = function (this: ServerResponse, ...args: Parameters<typeof write>) {
        sendHead();
        return write.apply(this, args);
      } as typeof write;
      res.flushHeaders = function (this: ServerResponse) {
        sendHead();
        flushHeaders.call(this);
      };
      res.end = function (this: ServerResponse, chunk?: unknown, ...args: unknown[]) {
        const whole = typeof chunk === "string" || chunk instanceof Uint8Array;
        const size = whole ? Buffer.byteLength(chunk) : 0;
        if (whole && size >= MIN_BYTES) {
          // The size told up front spares brotli setting up for a body of any length (~15 %).
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          };
          const body =
            encoding === "br"
              ? brotliCompressSync(chunk, { params })
              : gzipSync(chunk, { level: 6 });
          const lengthKey = keyOf(headers, "content-length");
          if (lengthKey) delete headers[lengthKey];
          headers["Content-Length"] = body.length;
          headers["Content-Encoding"] = encoding;
          sendHead();
          const done = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
          return (end as (chunk: unknown, done?: () => void) => ServerResponse).call(
            this,
            body,
            done,
          );
        }
        sendHead();
        return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...args);
      } as typeof end;
      return this;
    } as typeof writeHead;
    listener(req, res);
  };
}
