import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

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
  if (c.req.method === "HEAD" || !res.body || res.headers.has("Content-Encoding")) return;
  if (!COMPRESSED_TYPES.test(res.headers.get("Content-Type") ?? "")) return;
  c.header("Vary", "Accept-Encoding", { append: true });
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed =
    encoding === "br"
      ? // Quality 4: most of brotli's gain for a fraction of the maximum's time, per request.
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  c.res = new Response(compressed, res);
  c.res.headers.set("Content-Encoding", encoding);
  c.res.headers.set("Content-Length", String(compressed.length));
};
