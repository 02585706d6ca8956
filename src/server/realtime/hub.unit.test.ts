import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { Hub, type RealtimeEvent } from "./hub";

/** A hub on a stand-in database whose NOTIFY channel the test drives. */
async function startedHub() {
  let deliver: (payload: string) => void = () => {};
  let reset: (state: "lost" | "listening") => void = () => {};
  const database = {
    listen: async (
      _channel: string,
      onPayload: (payload: string) => void,
      onReset: (state: "lost" | "listening") => void,
    ) => {
      deliver = onPayload;
      reset = onReset;
      return async () => {};
    },
  } as unknown as Database;
  const hub = new Hub(database);
  await hub.start();
  const publish = (event: RealtimeEvent) => deliver(JSON.stringify(event));
  return { hub, publish, reset: (state: "lost" | "listening") => reset(state) };
}

/** A stream's subscription that records what reaches it. */
function stream(hub: Hub, userId: string) {
  const received: string[] = [];
  const close = hub.subscribe(userId, (event) => received.push(event.type));
  return { received, close };
}

describe("the realtime hub", () => {
  it("keeps a member's new stream when their old one, already closed, closes again", async () => {
    // A reload: the old stream closes, the new one opens, then the old one's loop ends.
    const { hub, publish } = await startedHub();
    const old = stream(hub, "ada");
    old.close();
    const reloaded = stream(hub, "ada");
    old.close();
    publish({ type: "message.created", to: ["ada"] });
    expect(reloaded.received).toEqual(["message.created"]);
    expect(old.received).toEqual([]);
    expect(hub.connectedCount()).toBe(1);
  });

  it("keeps the second of two open streams when the first closes, once or twice", async () => {
    const { hub, publish } = await startedHub();
    const first = stream(hub, "ada");
    const second = stream(hub, "ada");
    first.close();
    first.close();
    publish({ type: "message.created", to: ["ada"] });
    expect(second.received).toEqual(["message.created"]);
    expect(first.received).toEqual([]);
  });

  it("sends every event to each of a member's streams, and only to its addressees", async () => {
    const { hub, publish } = await startedHub();
    const phone = stream(hub, "ada");
    const laptop = stream(hub, "ada");
    const other = stream(hub, "ben");
    publish({ type: "pairing.changed", to: ["ada"] });
    expect(phone.received).toEqual(["pairing.changed"]);
    expect(laptop.received).toEqual(["pairing.changed"]);
    expect(other.received).toEqual([]);
  });

  it("forgets a member once all their streams have closed", async () => {
    const { hub, publish } = await startedHub();
    const phone = stream(hub, "ada");
    const laptop = stream(hub, "ada");
    phone.close();
    laptop.close();
    laptop.close();
    publish({ type: "pairing.changed", to: ["ada"] });
    expect(hub.connectedCount()).toBe(0);
    expect([...phone.received, ...laptop.received]).toEqual([]);
  });

  it("says a drawn screen is up to date only while it has heard every event since", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T07:00:00Z"), toFake: ["Date"] });
    try {
      const { hub, publish, reset } = await startedHub();
      vi.advanceTimersByTime(5_000);
      const drawn = Date.now();
      publish({ type: "pairing.changed", to: ["ben"] });
      expect(hub.quietSince("ada", drawn)).toBe(true);
      publish({ type: "pairing.changed", to: ["ada", "ben"] });
      expect(hub.quietSince("ada", drawn)).toBe(false);

      // A NOTIFY connection lost and back: what was sent meanwhile is unknown.
      const later = Date.now();
      expect(hub.quietSince("cleo", later)).toBe(true);
      reset("lost");
      expect(hub.quietSince("cleo", later)).toBe(false);
      reset("listening");
      expect(hub.quietSince("cleo", later)).toBe(false);
      vi.advanceTimersByTime(5_000);
      expect(hub.quietSince("cleo", Date.now())).toBe(true);

      // Long after, the hub no longer knows.
      const drawnLongAgo = Date.now();
      vi.advanceTimersByTime(3 * 60_000);
      expect(hub.quietSince("cleo", drawnLongAgo)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
