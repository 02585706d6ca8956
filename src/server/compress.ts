import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";
import compression from "compression";

const COMPRESSED_TYPES = /^(?:application\/json|text\/html)\b/;

/**
 * Compresses JSON and HTML answers of 1 KB or more, brotli or gzip as the browser accepts, on
 * the way out of the HTTP server (expressjs's `compression`), where a body built with `c.json`
 * is still the string it was written as. Inside Hono, reading an answer's body turns it into a
 * stream-backed Response, and that costs a screen read more than compressing it. Streams (the
 * live SSE stream, the .ics file) never match the types; static files arrive already compressed
 * from the build and say so, so they pass untouched.
 */
const compress = compression({
  threshold: 1024,
  filter: (_req, res) => COMPRESSED_TYPES.test(String(res.getHeader("Content-Type") ?? "")),
  // Quality 4: most of brotli's gain for a fraction of the maximum's time, per request.
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
});

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The request listener, with every answer passing through `compress` first. */
export function compressingAnswers(listener: Listener): Listener {
  return (req, res) => compress(req as never, res as never, () => listener(req, res));
}
