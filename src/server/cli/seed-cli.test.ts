import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { DEMO_USERS_SHOWN } from "../features/seed/plan";
import { seedDemoData } from "../features/seed/service";
import { countDemoMembers, formatSeedSummary } from "./seed-cli";

const t = useTestApp();

describe("npm run seed's summary", () => {
  it("shows what the /seed page shows: every listed email, the password, counts and codes", async () => {
    await t().signUp({ name: "Real Member" });
    const members = DEMO_USERS_SHOWN + 20;
    const result = await seedDemoData(t().db, { now: new Date(), members });
    const summary = formatSeedSummary(result, await countDemoMembers(t().db));

    // The page lists the first hundred demo members; so does the command, and then says how many
    // demo members are left, not counting real members.
    expect(result.users).toHaveLength(DEMO_USERS_SHOWN);
    for (const user of result.users) expect(summary).toContain(user.email);
    expect(summary).toContain(`The first ${DEMO_USERS_SHOWN} of ${members} demo members`);
    expect(summary).toContain("… and 20 more");
    expect(summary).toContain(`Password of every demo member: ${result.signIn.password}`);
    expect(summary).toMatch(new RegExp(`Members +${members + 1}\\n`));
    expect(summary).toMatch(/Friday events +\d+\n/);
    expect(result.events.length).toBeGreaterThan(0);
    for (const event of result.events)
      expect(summary).toContain(`${event.checkInCode}  ${event.title} — `);
  });

  it("lists every demo member when there are no more than the page shows", async () => {
    const result = await seedDemoData(t().db, { now: new Date() });
    const summary = formatSeedSummary(result, await countDemoMembers(t().db));
    expect(summary).toContain("All 30 demo members and their emails:");
    // Each member once, and the demo moderator's again on their own line.
    expect(summary.match(/@demo\.vouch\.test/g)).toHaveLength(31);
    expect(summary).toContain(`Demo moderator (opens /moderation, a few cases waiting): `);
    expect(summary).not.toContain("… and");
  });

  // The command makes its own embedded database: once is enough, not again in the PostgreSQL run.
  it.skipIf(isPostgres)(
    "is what the command prints on a fresh embedded database",
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), "vouch-seed-cli-"));
      try {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: dataDir,
          NODE_ENV: "development",
        };
        delete env.DATABASE_URL;
        delete env.DEMO_MODE;
        const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/seed-cli.ts"], {
          env,
          encoding: "utf8",
          timeout: 110_000,
        });
        expect(run.stderr).toBe("");
        expect(run.status).toBe(0);
        expect(run.stdout).toContain("Demo data created.");
        expect(run.stdout).toContain("All 30 demo members and their emails:");
        expect(run.stdout.match(/@demo\.vouch\.test/g)).toHaveLength(31);
        expect(run.stdout).toMatch(/Password of every demo member: \S+/);
        expect(run.stdout).toMatch(/Members +30\n/);
        expect(run.stdout.match(/^ {2}[A-Z0-9]{6} {2}.+ — /gm)).toHaveLength(7);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      // A whole process with its own embedded database: slow to start on a busy machine.
    },
    120_000,
  );
});
