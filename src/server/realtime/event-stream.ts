import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../http/context";
import { errorForLog } from "../process/logger";

/** The writing end of a Server-Sent Events stream, however it is served. */
export interface EventStream {
  /** One event's data, as JSON; nothing once the stream has ended. */
  send(payload: unknown): void;
  /** A comment line, which keeps the connection from looking idle to a proxy. */
  ping(): void;
  /** Tells the client how long to wait before reconnecting, once this stream has ended. */
  retry(ms: number): void;
  /** Whether the client has gone or the stream was ended. */
  readonly ended: boolean;
  /** Called once, should the client go first. */
  onAbort(listener: () => void): void;
}

const frame = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`;
const PING = ": ping\n\n";
const retryFrame = (ms: number) => `retry: ${Math.round(ms)}\n\n`;
// @hono/node-server leaves a response with this header to whoever wrote it.
const ALREADY_SENT = "x-hono-already-sent";

/**
 * Serves `run`'s events as a Server-Sent Events response, ending it once `run` returns.
 *
 * Served by Node, the frames are written straight to Node's response (decision 0047): Hono's
 * `streamSSE` passes each through a TransformStream and a reader, three web streams and their
 * promises a stream. Without Node (`app.request()`), `streamSSE` serves it.
 */
export function serveEventStream(
  c: Context<AppEnv>,
  run: (stream: EventStream) => Promise<void>,
): Response | Promise<Response> {
  const { outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
  if (!outgoing) {
    return streamSSE(c, (stream) =>
      run({
        send: (payload) => void stream.write(frame(payload)).catch(() => {}),
        ping: () => void stream.write(PING).catch(() => {}),
        retry: (ms) => void stream.write(retryFrame(ms)).catch(() => {}),
        get ended() {
          return stream.aborted || stream.closed;
        },
        onAbort: (listener) => stream.onAbort(listener),
      }),
    );
  }

  // The headers set so far (a renewed session's cookie among them) go out with the stream's.
  const headers: Record<string, string | string[]> = {};
  c.res.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  Object.assign(headers, {
    "content-type": "text/event-stream",
    "x-content-type-options": "nosniff",
  });
  // A client may have gone while the middlewares ran: its "close" has been and gone.
  let ended = outgoing.destroyed || outgoing.writableEnded;
  const aborted: (() => void)[] = [];
  outgoing.on("close", () => {
    if (ended) return;
    ended = true;
    aborted.forEach((listener) => listener());
  });
  // A write racing the client's going is dropped, never thrown.
  outgoing.on("error", () => {});
  outgoing.writeHead(200, headers);
  outgoing.flushHeaders();
  const write = (text: string) => {
    if (!ended && !outgoing.writableEnded && !outgoing.destroyed) outgoing.write(text);
  };
  void run({
    send: (payload) => write(frame(payload)),
    ping: () => write(PING),
    retry: (ms) => write(retryFrame(ms)),
    get ended() {
      return ended;
    },
    onAbort: (listener) => (ended ? queueMicrotask(listener) : aborted.push(listener)),
  })
    .catch((error: Error) =>
      c.var.deps.logger.error({ err: errorForLog(error) }, "live stream failed"),
    )
    .finally(() => {
      ended = true;
      if (!outgoing.writableEnded) outgoing.end();
    });
  return new Response(null, { headers: { [ALREADY_SENT]: "true" } });
}
