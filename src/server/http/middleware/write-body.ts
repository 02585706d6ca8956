import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { AppError, errorBody, ValidationError } from "../errors";

/** The most an API write may carry; a photo upload has its own limit (features/photos). */
export const WRITE_BODY_MAX_BYTES = 64 * 1024;

const NUL = "\u0000";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
// Decodes as a fetch Request's text() does: UTF-8, a byte-order mark dropped.
const utf8 = new TextDecoder();

/** The dotted path of the first string in `value` that holds a NUL character, if any. */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, path ? `${path}.${index}` : String(index));
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The body's bytes, or null once more than `max` have arrived (the rest is left unread). */
async function readUpTo(chunks: AsyncIterable<Uint8Array>, max: number): Promise<Buffer | null> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > max) return null;
    parts.push(chunk);
  }
  return Buffer.concat(parts, size);
}

/** Hono keeps the body it read as a promise, though its type says otherwise. */
function cacheText(c: Context, text: string) {
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
}

/**
 * Answers a request whose body was not read to its end. The connection can't carry another
 * request then: say so, rather than promise keep-alive and drop it once Node gives up draining it.
 */
export function refuseUnreadBody(c: Context, error: AppError) {
  c.header("Connection", "close");
  return c.json(errorBody(c, error), error.status);
}

const tooLarge = (c: Context) =>
  refuseUnreadBody(c, new AppError(413, "payload_too_large", "The request is too large."));

/**
 * Reads an API write's body once, up to WRITE_BODY_MAX_BYTES (413 past it), and keeps it where
 * everything after reads it: Hono's body cache for the route's validator, and the request
 * itself for a handler given the raw request (better-auth's). Served by Node, the body is read
 * from Node's request and no fetch Request is built unless a handler asks for one: building one
 * around a stream, then cloning it to look inside, cost a message a fifth of its server CPU
 * (decision 0047).
 *
 * Two rules ride on the one read:
 * - PostgreSQL text can't hold a NUL character: a JSON body with one is refused up front, naming
 *   the field, rather than letting the insert fail as a server error.
 * - A write with no body and no Content-Type is read as the JSON `{}`, so every route's schema
 *   names what is missing (decision 0015).
 */
export const writeBody: MiddlewareHandler = async (c, next) => {
  if (!WRITES.has(c.req.method)) return next();
  const declared = Number(c.req.header("content-length"));
  if (declared > WRITE_BODY_MAX_BYTES) return tooLarge(c);
  const { incoming } = (c.env ?? {}) as Partial<HttpBindings>;
  const raw = c.req.raw;
  let body: Buffer | null;
  try {
    body = incoming
      ? await readUpTo(incoming.iterator({ destroyOnReturn: false }), WRITE_BODY_MAX_BYTES)
      : raw.body
        ? await readUpTo(raw.body as unknown as AsyncIterable<Uint8Array>, WRITE_BODY_MAX_BYTES)
        : Buffer.alloc(0);
  } catch {
    // The client went before its body had arrived: nobody is there to read a fuller answer.
    return refuseUnreadBody(
      c,
      new AppError(400, "bad_request", "The request ended before its body."),
    );
  }
  if (!body) return tooLarge(c);

  let contentType = c.req.header("content-type");
  if (!contentType && body.byteLength === 0) {
    contentType = "application/json";
    const headers = new Headers(raw.headers);
    headers.set("content-type", contentType);
    headers.delete("content-length");
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers,
      body: "{}",
      signal: raw.signal,
    });
    cacheText(c, "{}");
    return next();
  }
  // @hono/node-server builds the request's body from this, should a handler ask for it.
  if (incoming) Object.assign(incoming, { rawBody: body });
  else
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: new Uint8Array(body),
      signal: raw.signal,
    });

  if (contentType && JSON_TYPE.test(contentType.split(";")[0]!.trim())) {
    const text = utf8.decode(body);
    cacheText(c, text);
    if (text.includes("\\u0000") || text.includes(NUL)) {
      let field: string | undefined;
      try {
        field = pathOfNul(JSON.parse(text), "");
      } catch {
        return next(); // Not JSON: the route's own validation says so.
      }
      if (field !== undefined) {
        const message = "Text can't contain the NUL control character";
        throw new ValidationError(message, field ? { [field]: message } : undefined);
      }
    }
  }
  await next();
};
