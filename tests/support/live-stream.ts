import { randomUUID } from "node:crypto";
import type { TestApp, TestMember } from "./test-app";

export interface LiveStream {
  /** The next event the predicate accepts, or an error after `timeoutMs`. */
  next(
    predicate: (event: { type: string; data?: unknown }) => boolean,
    timeoutMs?: number,
  ): Promise<{ type: string; data?: unknown }>;
  close(): Promise<void>;
}

/**
 * Opens a member's /api/live stream (from a screen drawn at `since`, if given) on the test app
 * served by Node, and reads its Server-Sent Events; `ready` is its first.
 */
export async function openLive(
  app: TestApp,
  member: TestMember,
  headers: Record<string, string> = {},
  since?: number,
): Promise<LiveStream & { headers: Headers; ready: { type: string; data?: unknown } }> {
  const path = since === undefined ? "/api/live" : `/api/live?since=${since}`;
  // Over a real connection: a stream is written straight to Node's response when Node serves it.
  const id = randomUUID();
  const connection = new AbortController();
  const res = await fetch(`${await app.served()}${path}`, {
    headers: { ...headers, cookie: member.cookie, "x-test-request": id },
    signal: connection.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`live stream refused: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: { type: string; data?: unknown }[] = [];

  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error("live stream ended");
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trim())
        .join("\n");
      if (data) queue.push(JSON.parse(data) as { type: string; data?: unknown });
    }
  };

  const stream: LiveStream = {
    async next(predicate, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(predicate);
        if (index >= 0) return queue.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no matching live event in time");
        await Promise.race([pull(), new Promise((r) => setTimeout(r, left))]);
      }
    },
    /** Hangs up, and waits until the server has let go of the stream. */
    async close() {
      connection.abort();
      await reader.cancel().catch(() => {});
      await app.closedOnServer(id);
    },
  };
  const ready = await stream.next((e) => e.type === "ready");
  return { ...stream, headers: res.headers, ready };
}
