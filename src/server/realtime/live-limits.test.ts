import { describe, expect, it } from "vitest";
import { openLive, type LiveStream } from "#tests/support/live-stream";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import {
  LIVE_STREAMS_PER_ADDRESS,
  LIVE_STREAMS_PER_MEMBER,
  LIVE_STREAMS_PER_SESSION,
} from "#shared/constants";
import { publish } from "./publish";

const PER_PROCESS = LIVE_STREAMS_PER_ADDRESS + 20;
// TRUST_PROXY=1: X-Forwarded-For says which address each stream comes from.
const t = useTestApp({ TRUST_PROXY: "1", LIVE_MAX_STREAMS: String(PER_PROCESS) });

const isReplaced = (e: { type: string }) => e.type === "stream.replaced";
const isPairing = (e: { type: string }) => e.type === "pairing.changed";
let address = 0;
const from = (ip: string) => ({ "x-forwarded-for": ip });
const anAddress = () => from(`10.0.${Math.floor(++address / 250)}.${address % 250}`);

/** The member on a new device (a session of its own). */
async function device(member: TestMember): Promise<TestMember> {
  return { ...member, cookie: await t().sessionCookie(member.id) };
}

async function closeAll(streams: LiveStream[]) {
  await Promise.all(streams.map((stream) => stream.close()));
}

describe("caps on live streams", () => {
  it("replaces a member's oldest stream with their newest past the cap per member, telling it", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const streams: LiveStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i++)
      streams.push(await openLive(t(), await device(ada), anAddress()));
    const newest = await openLive(t(), await device(ada), anAddress());
    await expect(streams[0]!.next(isReplaced)).resolves.toBeTruthy();
    expect(t().deps.hub.streams.count()).toBe(LIVE_STREAMS_PER_MEMBER);

    // The others, the newest among them, still get what is published for Ada.
    await publish(t().db, { type: "pairing.changed", to: [ada.id] });
    await expect(newest.next(isPairing)).resolves.toBeTruthy();
    await expect(streams[1]!.next(isPairing)).resolves.toBeTruthy();
    await closeAll([...streams, newest]);
  });

  it("replaces the oldest of one session's streams past the cap per session (a browser's tabs)", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const other = await openLive(t(), await device(ada), anAddress());
    const tabs: LiveStream[] = [];
    for (let i = 0; i <= LIVE_STREAMS_PER_SESSION; i++)
      tabs.push(await openLive(t(), ada, anAddress()));
    await expect(tabs[0]!.next(isReplaced)).resolves.toBeTruthy();
    // Ada's other device keeps its stream.
    await expect(other.next(isReplaced, 300)).rejects.toThrow(/no matching live event/);
    expect(t().deps.hub.streams.count()).toBe(LIVE_STREAMS_PER_SESSION + 1);
    await closeAll([other, ...tabs]);
  });

  it("refuses an address past its cap, whatever the members, while other addresses connect", async () => {
    const address = from("192.0.2.7");
    const streams: LiveStream[] = [];
    while (streams.length < LIVE_STREAMS_PER_ADDRESS) {
      const member = await t().member();
      for (let i = 0; i < LIVE_STREAMS_PER_MEMBER && streams.length < LIVE_STREAMS_PER_ADDRESS; i++)
        streams.push(await openLive(t(), await device(member), address));
    }
    const late = await t().member({ name: "Late Comer" });
    const refused = await t().request("/api/live", { as: late, headers: address });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "too_many_streams" } });
    const elsewhere = await openLive(t(), late, anAddress());
    await closeAll([...streams, elsewhere]);
    expect(t().deps.hub.streams.count()).toBe(0);
  });

  it("refuses a stream once the process holds all it may, and takes one again when one closes", async () => {
    const streams: LiveStream[] = [];
    while (streams.length < PER_PROCESS) {
      const member = await t().member();
      for (let i = 0; i < LIVE_STREAMS_PER_MEMBER && streams.length < PER_PROCESS; i++)
        streams.push(await openLive(t(), await device(member), anAddress()));
    }
    const late = await t().member({ name: "Late Comer" });
    const refused = await t().request("/api/live", { as: late, headers: anAddress() });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    await streams.pop()!.close();
    await expect.poll(() => t().deps.hub.streams.count()).toBe(PER_PROCESS - 1);
    const admitted = await openLive(t(), late, anAddress());
    await closeAll([...streams, admitted]);
  });
});
