import { readFileSync } from "node:fs";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { LIVE_STREAMS_PER_MEMBER } from "#shared/constants";
import { answers, childPids, npmStart, type StartedServer } from "#tests/support/npm-start";
import { signUpAt } from "#tests/support/test-app";

/**
 * One member opening live streams as fast as the server takes them, never closing one (what took
 * a server down: docs/decisions/0029), against `npm start`. A bounded run; bench/live.bench.ts
 * opens 20,000 and prints the figures.
 */
const STREAMS = 2_000;
const IN_FLIGHT = 100;
const SECONDS = 45;

const rssMb = (pid: number) =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024,
  );

async function signUp(server: StartedServer): Promise<string> {
  const { res, cookie } = await signUpAt(server.url);
  expect(res.status).toBe(201);
  return cookie;
}

describe("a flood of live streams from one member", () => {
  it("keeps the server up, its memory flat and other members served; the member keeps a few streams", async () => {
    const server = await npmStart({ LOG_LEVEL: "warn" });
    try {
      const [attacker, other] = [await signUp(server), await signUp(server)];
      const worker = childPids(server.child.pid!)[0]!;
      const before = rssMb(worker);
      let open = 0;
      let opened = 0;
      let peak = before;
      const reads: number[] = [];
      const deadline = Date.now() + SECONDS * 1000;
      const openOne = () =>
        new Promise<void>((done) => {
          const req = request(
            `${server.url}/api/live`,
            { agent: false, headers: { cookie: attacker } },
            (res) => {
              res.setEncoding("utf8");
              res.once("data", () => {
                open++;
                done();
              });
              res.on("close", () => {
                open--;
                done();
              });
            },
          );
          req.on("error", () => done());
          req.end();
        });
      const flood = async () => {
        while (opened < STREAMS && Date.now() < deadline) {
          opened++;
          await openOne();
          if (opened % 200 === 0) peak = Math.max(peak, rssMb(worker));
        }
      };
      const reader = async () => {
        while (opened < STREAMS && Date.now() < deadline) {
          const started = performance.now();
          const res = await fetch(`${server.url}/api/me`, { headers: { cookie: other } });
          expect(res.status).toBe(200);
          await res.arrayBuffer();
          reads.push(performance.now() - started);
        }
      };
      await Promise.all([reader(), ...Array.from({ length: IN_FLIGHT }, flood)]);

      expect(opened).toBeGreaterThan(500);
      expect(await answers(server.url)).toBe(true);
      // The server closed all but the member's newest few (a stream's close can lag a moment).
      await expect.poll(() => open, { timeout: 5000 }).toBeLessThanOrEqual(LIVE_STREAMS_PER_MEMBER);
      expect(peak - before).toBeLessThan(100);
      expect(reads.length).toBeGreaterThan(0);
      expect(Math.max(...reads)).toBeLessThan(5000);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
