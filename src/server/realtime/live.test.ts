import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { openLive } from "#tests/support/live-stream";
import { useTestApp } from "#tests/support/test-app";
import { publish } from "./publish";

const HEARTBEAT_MS = 100;
const t = useTestApp({ LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) });

const isPairing = (e: { type: string }) => e.type === "pairing.changed";

describe("GET /api/live", () => {
  it("keeps delivering to a reopened stream after the old one's heartbeat would have run", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const old = await openLive(t(), ada);
    await old.close();
    // A reload: the new stream opens while the old one's loop may still be winding down.
    const reloaded = await openLive(t(), ada);
    await sleep(HEARTBEAT_MS * 3);
    await publish(t().db, { type: "pairing.changed", to: [ada.id] });
    await expect(reloaded.next(isPairing)).resolves.toMatchObject({ type: "pairing.changed" });
    await reloaded.close();
  });

  it("delivers every event to each of a member's open streams until that one closes", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const phone = await openLive(t(), ada);
    const laptop = await openLive(t(), ada);
    const tablet = await openLive(t(), ada);
    await publish(t().db, { type: "pairing.changed", to: [ada.id] });
    await expect(phone.next(isPairing)).resolves.toBeTruthy();
    await expect(laptop.next(isPairing)).resolves.toBeTruthy();
    await expect(tablet.next(isPairing)).resolves.toBeTruthy();

    await phone.close();
    await sleep(HEARTBEAT_MS * 3);
    await publish(t().db, { type: "pairing.changed", to: [ada.id] });
    await expect(laptop.next(isPairing)).resolves.toBeTruthy();
    await expect(tablet.next(isPairing)).resolves.toBeTruthy();
    await laptop.close();
    await tablet.close();
  });

  it("lets go of a closed stream's subscription at once, not at its next heartbeat", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const hub = t().deps.hub;
    const before = hub.connectedCount();
    const live = await openLive(t(), ada);
    expect(hub.connectedCount()).toBe(before + 1);
    await live.close();
    await expect.poll(() => hub.connectedCount(), { timeout: HEARTBEAT_MS / 2 }).toBe(before);
  });

  it("tells a screen drawn by the server whether anything for its member came after it", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const ben = await t().member({ name: "Ben Ortiz" });
    await sleep(1_100); // the server has listened since well before (beyond the clocks' slack)
    const drawn = Date.now();
    // Something for Ben only: Ada's screen, drawn before it, is up to date.
    await publish(t().db, { type: "pairing.changed", to: [ben.id] });
    const quiet = await openLive(t(), ada, {}, drawn);
    expect(quiet.ready).toEqual({ type: "ready", data: { caughtUp: true } });
    await quiet.close();
    // Something for Ada after her screen was drawn: her app must fetch it.
    await publish(t().db, { type: "pairing.changed", to: [ada.id] });
    await expect.poll(() => t().deps.hub.quietSince(ada.id, drawn)).toBe(false);
    const behind = await openLive(t(), ada, {}, drawn);
    expect(behind.ready).toEqual({ type: "ready", data: { caughtUp: false } });
    await behind.close();
    // A plain stream, and one from a screen drawn too long ago, are never taken as caught up.
    const plain = await openLive(t(), ben);
    expect(plain.ready).toEqual({ type: "ready", data: { caughtUp: false } });
    await plain.close();
    const old = await openLive(t(), ben, {}, Date.now() - 10 * 60_000);
    expect(old.ready).toEqual({ type: "ready", data: { caughtUp: false } });
    await old.close();
  });

  it("refuses a `since` that is not a time, opening nothing", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const before = t().deps.hub.connectedCount();
    for (const since of ["yesterday", "-5", "1.5", ""]) {
      const res = await t().request(`/api/live?since=${since}`, { as: ada });
      expect(res.status, since).toBe(400);
    }
    expect(t().deps.hub.connectedCount()).toBe(before);
  });
});
