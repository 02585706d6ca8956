import { setTimeout as sleep } from "node:timers/promises";
import type { HttpBindings } from "@hono/node-server";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { errorResponseSchema } from "#shared/schemas/common";
import { liveQuerySchema, liveStreamSchema, type LiveReady } from "#shared/schemas/live";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { clientIp } from "../http/request-address";
import { serveEventStream } from "./event-stream";
import { jsonContent } from "../http/openapi";
import { validationHook } from "../http/validation";

/**
 * A replaced stream's connection is closed once its last event is out: the tab waits until it is
 * looked at before connecting again, and a flood of streams would otherwise leave as many idle
 * keep-alive connections holding memory (decision 0029).
 */
function closeConnectionAfter(env: unknown) {
  const { incoming, outgoing } = (env ?? {}) as Partial<HttpBindings>;
  if (!incoming || !outgoing) return;
  outgoing.once("finish", () => incoming.socket.destroySoon());
}

/** How long a refused client is asked to wait before opening a stream again. */
const RETRY_AFTER_SECONDS = 30;
/**
 * A stream ended by its process stopping asks its client to reconnect after 1–2 s: by then the
 * load balancer sends it to another process, and the clients of one process spread their returns.
 */
const reconnectAfterMs = () => 1_000 + Math.random() * 1_000;

const liveRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["live"],
  summary: "The member's live events, as a Server-Sent Events stream",
  request: { query: liveQuerySchema },
  responses: {
    200: {
      content: { "text/event-stream": { schema: liveStreamSchema } },
      description:
        "The stream, open until the client leaves or the session ends, or the member's newer " +
        "streams replace it (stream.replaced)",
    },
    400: jsonContent(errorResponseSchema, "`since` is not a time"),
    429: jsonContent(errorResponseSchema, "Too many live streams from this address"),
    503: jsonContent(errorResponseSchema, "This server process holds all the streams it can"),
  },
});

/**
 * GET /api/live: the member's Server-Sent Events stream. Every event published for them on any
 * server process arrives here; after a lost NOTIFY connection they get `resync` and refetch.
 */
export const liveRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  liveRoute,
  (c) => {
    const { hub, sessions, env, drain } = c.var.deps;
    const { userId, token } = c.var.user;
    const { since } = c.req.valid("query");
    const cookie = c.req.header("cookie");
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    let replaced = false;
    const closed = new AbortController();
    const admission = hub.streams.admit({ session: token, userId, address: clientIp(c) }, () => {
      replaced = true;
      closed.abort();
    });
    if (!admission.admitted) {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      throw admission.why === "address"
        ? new AppError(429, "too_many_streams", "Too many live connections from this address.")
        : new AppError(503, "busy", "The server is busy. Please try again in a moment.");
    }

    return serveEventStream(c, async (stream) => {
      // The heartbeat's wait (`closed`) ends with the stream, the session, the account or a newer
      // stream of the member's, so the loop below never outlives them.
      let accountDeleted = false;
      const unsubscribe = hub.subscribe(userId, (event) => {
        stream.send({ type: event.type, data: event.data });
        if (event.type === "account.deleted") {
          accountDeleted = true;
          closed.abort();
        }
      });
      const stopResync = hub.onReset(() => stream.send({ type: "resync" }));
      let sessionEnded = false;
      const stopWatching = sessions.onRevoked(token, () => {
        sessionEnded = true;
        closed.abort();
      });
      let stopping = false;
      const stopDraining = drain.onStreamsEnd(() => {
        stopping = true;
        closed.abort();
      });
      const end = () => {
        admission.release();
        unsubscribe();
        stopResync();
        stopWatching();
        stopDraining();
      };
      stream.onAbort(() => {
        end();
        closed.abort();
      });
      try {
        // Subscribed before this is asked: an event arriving later comes down the stream itself.
        const caughtUp = since !== undefined && hub.quietSince(userId, since);
        stream.send({ type: "ready", data: { caughtUp } } satisfies LiveReady);
        while (!stream.ended) {
          await sleep(env.LIVE_HEARTBEAT_MS, undefined, { signal: closed.signal }).catch(() => {});
          if (stream.ended || accountDeleted) break;
          if (stopping) {
            // The client reconnects by itself, through the load balancer to another process,
            // and refetches what it may have missed on "ready".
            stream.retry(reconnectAfterMs());
            closeConnectionAfter(c.env);
            break;
          }
          if (replaced) {
            stream.send({ type: "stream.replaced" });
            closeConnectionAfter(c.env);
            break;
          }
          // A stream outlives its request: stop it once the session is signed out or revoked.
          if (sessionEnded || !(await sessions.resolve(cookie))) {
            stream.send({ type: "session.ended" });
            break;
          }
          stream.ping();
        }
      } finally {
        end();
      }
    });
  },
);
