import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { Hub, type RealtimeEvent } from "./hub";

/** A hub on a stand-in database whose NOTIFY channel the test drives. */
async function startedHub() {
  let deliver: (payload: string) => void = () => {};
  const database = {
    listen: async (_channel: string, onPayload: (payload: string) => void) => {
      deliver = onPayload;
      return async () => {};
    },
  } as unknown as Database;
  const hub = new Hub(database);
  await hub.start();
  const publish = (event: RealtimeEvent) => deliver(JSON.stringify(event));
  return { hub, publish };
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
});
