import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createLogger } from "../process/logger";
import { openTestDatabase } from "#tests/support/test-db";
import { settled } from "#tests/support/jobs";
import { JobQueue } from "./queue";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the job queue", () => {
  it("runs a job sent to it once, with the clock it is given, and keeps it across a restart", async () => {
    const ran: { data: object; now: Date }[] = [];
    const clock = new Date("2031-05-01T12:00:00Z");
    const probe = {
      name: "probe",
      pollingIntervalSeconds: 0.5,
      async run({ now }: { now: Date }, data: object) {
        ran.push({ data, now });
      },
    };
    const logger = createLogger("silent");
    const mail = { mailer: { send: async () => {} }, baseURL: "http://localhost", secret: "s" };
    const vapid = { publicKey: "", privateKey: "", subject: "mailto:test@example.com" };

    // Sent while no worker runs (a process stopping, say): it waits in the database.
    const first = new JobQueue({ database, jobs: [probe], logger, now: () => clock, mail, vapid });
    await first.start();
    await first.stop();
    const sender = new JobQueue({ database, jobs: [], logger, now: () => clock, mail, vapid });
    await sender.start();
    const id = await sender.send("probe", { hello: "world" });
    await sender.stop();
    expect(ran).toEqual([]);

    const second = new JobQueue({ database, jobs: [probe], logger, now: () => clock, mail, vapid });
    await second.start();
    try {
      expect(await settled(second, "probe", id)).toBe("completed");
      expect(ran).toEqual([{ data: { hello: "world" }, now: clock }]);
      const again = await second.send("probe", { n: 2 });
      expect(await settled(second, "probe", again)).toBe("completed");
      expect(ran.map((r) => r.data)).toEqual([{ hello: "world" }, { n: 2 }]);
    } finally {
      await second.stop();
    }
  });
});
