import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

/** Below this a compressed body saves less than it costs. */
const MIN_BYTES = 1024;
const COMPRESSED_TYPES = /^(?:application\/json|text\/html)\b/;

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

/**
 * Compresses JSON and HTML answers, whole and in one go, with their real Content-Length.
 * Not hono's `compress`: it streams every body (even a tiny one, whose length it can't know)
 * through CompressionStream, which turns cheap fixed-length answers into chunked streams.
 * Streams (the live SSE stream, the .ics file) never match the types and pass untouched;
 * static files arrive already compressed from the build.
 */
export const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  // Headers only: asking for `res.body` (or calling `c.header` now) turns the answer into a
  // stream-backed Response, which costs more than a small API answer itself.
  const headers = res.headers;
  if (c.req.method === "HEAD" || headers.has("Content-Encoding")) return;
  if (!COMPRESSED_TYPES.test(headers.get("Content-Type") ?? "")) return;
  headers.append("Vary", "Accept-Encoding");
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = await bodyOf(res);
  if (body.length < MIN_BYTES) {
    if (typeof body !== "string")
      replaceResponse(c, new Response(body, { status: res.status, headers }));
    return;
  }
  headers.set("Content-Encoding", encoding);
  // Quality 4: most of brotli's gain for a fraction of the maximum's time, per request.
  const compressed =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  headers.set("Content-Length", String(compressed.length));
  replaceResponse(c, new Response(compressed, { status: res.status, headers }));
};

/**
 * The body of an answer built with `c.json` or `c.html`. @hono/node-server keeps such a body as
 * the string it was given until something asks for a stream: read it there, so a small answer
 * is sent as it was built. Any other response is read whole (and must then be replaced).
 */
async function bodyOf(res: Response): Promise<string | Uint8Array<ArrayBuffer>> {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
  const cache: unknown = key && (res as unknown as Record<symbol, unknown>)[key];
  if (Array.isArray(cache) && typeof cache[1] === "string") return cache[1];
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * Hono's `c.res` setter wraps a new response around the old one's body stream, which
 * @hono/node-server can only send by reading the stream with a timer per response: under a burst
 * those timers wait behind every socket (`/api/health` ran at ~40 % of its rate this way).
 * Cleared first, the response is kept as given: a body in memory, written in one go.
 */
function replaceResponse(c: Context, res: Response) {
  c.res = undefined as unknown as Response;
  c.res = res;
}
