import type { MiddlewareHandler } from "hono";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function hasBody(request: Request): Promise<boolean> {
  if (request.body === null) return false;
  const reader = request.clone().body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * A write sent with no body and no Content-Type is read as the empty JSON object `{}`. zod-openapi
 * would otherwise skip a route's body validation altogether and hand the handler `{}` unchecked;
 * this way the route's schema names what is missing (a 400), and routes without a body never
 * look at it.
 */
export const emptyBodyIsEmptyJson: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  if (WRITES.has(raw.method) && !c.req.header("content-type") && !(await hasBody(raw))) {
    const headers = new Headers(raw.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers,
      body: "{}",
      signal: raw.signal,
    });
  }
  await next();
};
