import { sql } from "drizzle-orm";
import { refreshStatistics } from "../../db/statistics";
import { queryRows, type Db } from "../../db/client";
import type { GuestContext } from "../../http/context";
import { ForbiddenError } from "../../http/errors";
import { hashPassword } from "../../sessions/password";
import { ensureClubCatalog } from "../clubs";
import { recountUnread, remindTurns, seedDemoChatExtras } from "../chat";
import { remindEventsTomorrow, seatDemoEvent } from "../events";
import { seedDemoModeration } from "../moderation";
import { seedDemoDebrief } from "../debrief";
import { seedDemoStaff } from "./demo-staff";
import { insertRows, updateRows } from "./bulk-insert";
import { TABLES } from "./tables";
import { withoutPlainIndexes } from "./bulk-indexes";
import { DEMO_PASSWORD } from "./demo-people";
import { createDemoEvents } from "./sections/events";
import { DEMO_EVENTS } from "./demo-events";
import type { SeededEvent } from "./sections/world";
import { DEMO_USERS_SHOWN, emptyPlan, seedPlanSteps, type Row } from "./plan";
import type { SeedCounts, SeedResult, SeedStatus } from "#shared/schemas/seed";

// From here on a seed is a load test's: its tables are loaded with their plain indexes dropped
// (the demo world's 30 members are seeded as they always were).
const LARGE_SEED_MEMBERS = 1000;

const byId = (a: Row, b: Row) => (String(a.id) < String(b.id) ? -1 : 1);

// Any fixed number: two seeds at once take turns, and the second finds the work done.
const SEED_LOCK = 724_312;

/**
 * Fills the database with the demo world in one transaction, or, when the demo members are
 * already there, changes nothing and says so. Either way it answers with what is there.
 */
export async function seedDemoData(
  db: Db,
  options: {
    now: Date;
    members?: number;
    /**
     * Skip foreign-key triggers while inserting (PGlite, where we are superuser): they double the
     * time of a large seed. Safe because every row refers to rows of the same plan, and the
     * PostgreSQL test suite seeds with the checks on.
     */
    skipForeignKeyChecks?: boolean;
  },
): Promise<SeedResult> {
  const started = performance.now();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await queryRows<{ seeded: boolean }>(
      tx,
      sql`select exists(select 1 from profiles where is_demo) as seeded`,
    );
    if (existing?.seeded) return false;

    await ensureClubCatalog(tx);
    if (options.skipForeignKeyChecks)
      await tx.execute(sql`set local session_replication_role = replica`);
    const [taken, passwordHash] = await Promise.all([
      queryRows<{ username: string }>(tx, sql`select username from profiles where not is_demo`),
      // One hash for every demo account: they share the password shown on /seed.
      hashPassword(DEMO_PASSWORD),
    ]);
    const members = options.members ?? 30;
    const large = members >= LARGE_SEED_MEMBERS;
    // Index builds sort in this much memory rather than in files.
    if (large) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const plan = emptyPlan();
    const events: SeededEvent[] = [];
    const steps = seedPlanSteps(plan, {
      events,
      members,
      now: options.now,
      passwordHash,
      takenUsernames: new Set(taken.map((r) => r.username)),
    });
    for (const ready of steps) {
      for (const { key, table, columns } of TABLES.filter((t) => ready.includes(t.key))) {
        // Random ids in order: each lands beside the last in the key's b-tree, not on a page
        // long out of the buffers.
        if (large && columns[0]![0] === "id") plan[key].sort(byId);
        const load = () => insertRows(tx, table, columns, plan[key]);
        await (large ? withoutPlainIndexes(tx, table, load) : load());
        plan[key] = [];
      }
      if (ready.includes("profiles")) events.push(...(await createDemoEvents(tx, options.now)));
    }
    await updateRows(
      tx,
      "profiles",
      [
        ["id", "text"],
        ["hearts_balance", "int"],
      ],
      plan.heartBalances,
    );
    await tx.execute(recountUnread);
    await seedDemoChatExtras(tx);
    await seedDemoStaff(tx, options.now);
    await seedDemoModeration(tx, options.now);
    await seedDemoDebrief(tx, options.now);
    for (const demo of DEMO_EVENTS.filter((e) => e.tables)) {
      const event = events.find((e) => e.title === demo.title);
      if (event) await seatDemoEvent(tx, event.id, options.now);
    }
    // What the reminder jobs would find on their first run, there from the start.
    await remindTurns(tx, options.now);
    await remindEventsTomorrow(tx, options.now);
    return true;
  });
  if (created) await refreshStatistics(db, { all: true });
  const summary = await readSummary(db);
  return {
    created,
    message: created
      ? "Demo data created. Sign in as any demo member with the password below."
      : "Demo data is already in place: nothing changed.",
    ms: Math.round(performance.now() - started),
    ...summary,
    signIn: { password: DEMO_PASSWORD },
  };
}

class DemoModeOffError extends ForbiddenError {
  constructor() {
    super(
      "Demo data is turned off on this server. Start it without DATABASE_URL, or with DEMO_MODE=true.",
      "demo_mode_off",
    );
  }
}

/** What the /seed page shows before anyone presses the button. */
export async function seedStatus(ctx: GuestContext): Promise<SeedStatus> {
  return { demoMode: ctx.env.demoMode, seeded: ctx.env.demoMode ? await isSeeded(ctx.db) : false };
}

/** The /seed button: the demo world, in demo mode only. */
export async function seedDemoWorld(ctx: GuestContext): Promise<SeedResult> {
  if (!ctx.env.demoMode) throw new DemoModeOffError();
  return seedDemoData(ctx.db, {
    now: ctx.now,
    skipForeignKeyChecks: ctx.database.kind === "pglite",
  });
}

/** Whether the demo world exists. */
async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`select exists(select 1 from profiles where is_demo) as seeded`,
  );
  return Boolean(row?.seeded);
}

async function readSummary(db: Db) {
  const countColumns = sql.raw(
    TABLES.filter((t) => !["users", "accounts"].includes(t.key))
      .map((t) => `(select count(*)::int from "${t.table}") as "${t.key}"`)
      .concat(
        `(select count(*)::int from clubs) as "clubs"`,
        `(select count(*)::int from quiz_questions) as "quizQuestions"`,
      )
      .join(", "),
  );
  const [[counts], users, events, [moderator]] = await Promise.all([
    queryRows<SeedCounts>(
      db,
      sql`select ${countColumns},
        (select count(*)::int from events where is_demo and kind = 'drop-in') as "dropIns"`,
    ),
    queryRows<SeedResult["users"][number]>(
      db,
      sql`select p.id, p.name, p.username, u.email, p.neighborhood, p.age
            from profiles p join "user" u on u.id = p.id
           where p.is_demo order by p.name, p.username limit ${DEMO_USERS_SHOWN}`,
    ),
    queryRows<SeedResult["events"][number]>(
      db,
      sql`select title, starts_at as "startsAt", venue, check_in_code as "checkInCode"
            from events where is_demo order by starts_at`,
    ),
    queryRows<SeedResult["users"][number]>(
      db,
      sql`select p.id, p.name, p.username, u.email, p.neighborhood, p.age
            from staff_roles sr join profiles p on p.id = sr.user_id join "user" u on u.id = p.id
           where p.is_demo and sr.role = 'admin' order by p.name, p.username limit 1`,
    ),
  ]);
  // The drop-in happening now is no Friday event: counted apart (PRODUCT §6).
  return {
    counts: { ...counts!, events: counts!.events - counts!.dropIns },
    users,
    moderator: moderator ?? null,
    events: events.map((e) => ({ ...e, startsAt: new Date(e.startsAt).toISOString() })),
  };
}
