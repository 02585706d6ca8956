import { describe, expect, it } from "vitest";
import { signUpAt } from "#tests/support/test-app";
import {
  answers,
  childPids,
  isAlive,
  npmStart,
  until,
  type StartedServer,
} from "#tests/support/npm-start";

/**
 * The server as `npm start` runs it, as a process: what it writes to its log and when, how it
 * stops, and how it comes back (docs/decisions/0029, 0030).
 */
const post = (server: StartedServer, path: string, json: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(json),
  });

describe("npm start", () => {
  it("writes a reset mail to the log at once on a server without SMTP_URL", async () => {
    const server = await npmStart();
    try {
      const { member, res } = await signUpAt(server.url);
      expect(res.status).toBe(201);
      const asked = await post(server, "/api/account/password-reset/request", {
        email: member.email,
      });
      expect(asked.status).toBe(200);
      // The person asking is waiting: the link is in the log within a second, not 40 requests on.
      await until(() => /reset-password\?token=/.test(server.output()), "the link is logged", 3000);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("keeps serving while its log's reader has stopped reading, and stops on SIGTERM within 10 s", async () => {
    const server = await npmStart({}, { stdout: "stalled" });
    try {
      // ~800 request lines: far more than a pipe holds (64 KB).
      for (let i = 0; i < 40; i++) {
        await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${server.url}/api/health`).then((r) => r.text())),
        );
      }
      expect(await answers(server.url)).toBe(true);
      const pids = [server.child.pid!, ...childPids(server.child.pid!)];
      expect(await server.stop("SIGTERM")).toBeLessThan(10_000);
      // Stopped by itself: the supervisor did not have to kill a server process stuck on its log.
      expect(server.child.exitCode).toBe(0);
      await until(() => pids.every((pid) => !isAlive(pid)), "every process has ended", 2000);
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 120_000);

  it("starts a server process that died again, saying why, and SIGTERM still stops it all", async () => {
    const server = await npmStart();
    try {
      const [worker] = childPids(server.child.pid!);
      expect(worker).toBeDefined();
      process.kill(worker!, "SIGKILL");
      await until(() => !isAlive(worker!), "the server process is dead");
      // A new process opens the data directory afresh: slow on a machine busy with other tests.
      await until(
        async () => (await answers(server.url)) && childPids(server.child.pid!)[0] !== worker,
        "another server process answers",
        90_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; the server said:\n${server.output().slice(-4000)}`);
      });
      expect(server.output()).toMatch(/a server process ended \(killed \(SIGKILL\)/);
      const pids = [server.child.pid!, ...childPids(server.child.pid!)];
      expect(await server.stop("SIGTERM")).toBeLessThan(10_000);
      expect(pids.filter(isAlive)).toEqual([]);
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 180_000);

  it("stops on a SIGTERM sent to npm itself, leaving no process behind", async () => {
    const server = await npmStart({}, { via: "npm" });
    const descendants = (pid: number): number[] =>
      childPids(pid).flatMap((child) => [child, ...descendants(child)]);
    const pids = [server.child.pid!, ...descendants(server.child.pid!)];
    try {
      // npm, the supervisor and its server process at least.
      expect(pids.length).toBeGreaterThanOrEqual(3);
      expect(await server.stop("SIGTERM")).toBeLessThan(10_000);
      await until(() => pids.every((pid) => !isAlive(pid)), "every process has ended", 10_000);
      expect(await answers(server.url)).toBe(false);
    } finally {
      for (const pid of pids.filter(isAlive)) process.kill(pid, "SIGKILL");
    }
  }, 120_000);
});
