import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A stand-in for pg's Client: the test decides when its connection errors or ends.
const clients: FakeClient[] = [];
class FakeClient extends EventEmitter {
  ended = false;
  listening: string[] = [];
  constructor() {
    super();
    clients.push(this);
  }
  async connect() {}
  async query(text: string) {
    this.listening.push(text);
    return { rows: [] };
  }
  async end() {
    if (this.ended) return;
    this.ended = true;
    this.emit("end");
  }
  notify(payload: string) {
    this.emit("notification", { channel: "vouch_events", payload });
  }
}

vi.mock("pg", () => ({
  default: {
    Client: FakeClient,
    Pool: class {
      on() {}
      async end() {}
    },
  },
}));

const { openPostgres } = await import("../db/client");

describe("the PostgreSQL NOTIFY listener", () => {
  beforeEach(() => {
    clients.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  async function listening() {
    const database = openPostgres("postgres://fake/db");
    const received: string[] = [];
    const onReset = vi.fn();
    const stop = await database.listen("vouch_events", (p) => received.push(p), onReset);
    return { received, onReset, stop };
  }

  it.each([
    ["ends cleanly", (c: FakeClient) => c.emit("end")],
    ["fails with an error, then ends", (c: FakeClient) => c.emit("error", new Error("terminated"))],
  ])("listens again after its connection %s, and asks subscribers to resync", async (_, lose) => {
    const { received, onReset, stop } = await listening();
    expect(clients).toHaveLength(1);
    clients[0]!.notify("before");

    lose(clients[0]!);
    expect(onReset.mock.calls).toEqual([["lost"]]); // caches built from notifications are stale
    await vi.advanceTimersByTimeAsync(200);
    expect(clients).toHaveLength(2); // one new connection, not one per event
    expect(clients[1]!.listening).toEqual(['LISTEN "vouch_events"']);
    expect(onReset.mock.calls).toEqual([["lost"], ["listening"]]); // now refetch what was missed

    clients[1]!.notify("after");
    expect(received).toEqual(["before", "after"]);
    await stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(2);
  });

  it("backs off while the database refuses, then resets the back-off", async () => {
    const { onReset, stop } = await listening();
    const connect = vi.spyOn(FakeClient.prototype, "connect").mockRejectedValue(new Error("down"));
    clients[0]!.emit("end");
    await vi.advanceTimersByTimeAsync(200); // 1st retry fails
    await vi.advanceTimersByTimeAsync(399);
    expect(clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // 2nd retry, 400 ms later, fails too
    expect(clients).toHaveLength(3);
    connect.mockRestore();
    await vi.advanceTimersByTimeAsync(800); // 3rd retry succeeds
    expect(clients).toHaveLength(4);
    expect(clients[3]!.listening).toHaveLength(1);
    const resets = onReset.mock.calls.length;

    clients[3]!.emit("end");
    await vi.advanceTimersByTimeAsync(200); // back to the first delay
    expect(clients).toHaveLength(5);
    expect(onReset.mock.calls.length).toBe(resets + 2);
    await stop();
  });

  it("does not come back after being stopped", async () => {
    const { onReset, stop } = await listening();
    await stop();
    expect(clients[0]!.ended).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(1);
    expect(onReset).not.toHaveBeenCalled();
  });
});
