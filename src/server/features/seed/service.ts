import { sql } from "drizzle-orm";
import { refreshStatistics } from "../../db/statistics";
import { queryRows, type Db } from "../../db/client";
import type { GuestContext } from "../../context";
import { ForbiddenError } from "../../errors";
import { hashPassword } from "../../password";
import { ensureClubCatalog } from "../clubs";
import { recountUnread, remindTurns } from "../chat";
import { remindEventsTomorrow } from "../events";
import { seedDemoModeration } from "../moderation";
import { type ColumnSpec, insertRows, updateRows } from "./bulk-insert";
import { withoutPlainIndexes } from "./bulk-indexes";
import { DEMO_PASSWORD } from "./demo-people";
import { DEMO_EVENTS } from "./demo-events";
import { DEMO_USERS_SHOWN, emptyPlan, seedPlanSteps, type Row, type SeedPlan } from "./plan";
import type { SeedCounts, SeedResult, SeedStatus } from "../../../shared/schemas/seed";

const DROP_IN_TITLES = sql`(${sql.join(
  DEMO_EVENTS.filter((e) => e.startedHoursAgo !== undefined).map((e) => sql`${e.title}`),
  sql`, `,
)})`;

// From here on a seed is a load test's: its tables are loaded with their plain indexes dropped
// (the demo world's 30 members are seeded as they always were).
const LARGE_SEED_MEMBERS = 1000;

const byId = (a: Row, b: Row) => (String(a.id) < String(b.id) ? -1 : 1);

// Any fixed number: two seeds at once take turns, and the second finds the work done.
const SEED_LOCK = 724_312;

export const TABLES: { key: keyof SeedPlan; table: string; columns: ColumnSpec[] }[] = [
  {
    key: "users",
    table: "user",
    columns: [
      ["id", "text"],
      ["name", "text"],
      ["email", "text"],
      ["email_verified", "boolean"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
  },
  {
    key: "accounts",
    table: "account",
    columns: [
      ["id", "text"],
      ["account_id", "text"],
      ["provider_id", "text"],
      ["user_id", "text"],
      ["password", "text"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
  },
  {
    key: "profiles",
    table: "profiles",
    columns: [
      ["id", "text"],
      ["name", "text"],
      ["username", "text"],
      ["age", "int"],
      ["pronouns", "text"],
      ["sexuality", "sexuality"],
      ["relationship_status", "relationship_status"],
      ["occupation", "text"],
      ["neighborhood", "neighborhood"],
      ["bio", "text"],
      ["hobbies", "text[]"],
      ["interests", "text[]"],
      ["prompts", "jsonb"],
      ["gender", "gender"],
      ["gender_words", "text"],
      ["interested_in", "text[]"],
      ["age_min", "int"],
      ["age_max", "int"],
      ["looking_for", "looking_for"],
      ["hearts_balance", "int"],
      ["is_demo", "boolean"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
  },
  {
    key: "friendEntries",
    table: "friend_entries",
    columns: [
      ["id", "uuid"],
      ["owner_id", "text"],
      ["linked_profile_id", "text"],
      ["invited_profile_id", "text"],
      ["name", "text"],
      ["gender", "text"],
      ["sexuality", "text"],
      ["bio", "text"],
      ["consent", "boolean"],
      ["trust_level", "trust_level"],
      ["relationship_status", "relationship_status"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "inviteLinks",
    table: "invite_links",
    columns: [
      ["id", "uuid"],
      ["owner_id", "text"],
      ["friend_id", "uuid"],
      ["token_hash", "text"],
      ["created_at", "timestamptz"],
      ["expires_at", "timestamptz"],
    ],
  },
  {
    key: "certifications",
    table: "certifications",
    columns: [
      ["profile_id", "text"],
      ["club_id", "text"],
      ["passed", "boolean"],
      ["score", "int"],
      ["certified_at", "timestamptz"],
    ],
  },
  {
    key: "quizAttempts",
    table: "quiz_attempts",
    columns: [
      ["profile_id", "text"],
      ["club_id", "text"],
      ["draw", "jsonb"],
      ["answers", "int[]"],
      ["score", "int"],
      ["passed", "boolean"],
      ["created_at", "timestamptz"],
      ["submitted_at", "timestamptz"],
    ],
  },
  {
    key: "events",
    table: "events",
    columns: [
      ["id", "uuid"],
      ["title", "text"],
      ["description", "text"],
      ["starts_at", "timestamptz"],
      ["venue", "text"],
      ["neighborhood", "text"],
      ["capacity", "int"],
      ["deposit_required", "int"],
      ["check_in_code", "text"],
      ["is_demo", "boolean"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "eventAttendees",
    table: "event_attendees",
    columns: [
      ["event_id", "uuid"],
      ["profile_id", "text"],
      ["deposit_paid", "int"],
      ["checked_in", "boolean"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "matches",
    table: "matches",
    columns: [
      ["id", "uuid"],
      ["user_a_id", "text"],
      ["user_b_id", "text"],
      ["status", "match_status"],
      ["created_at", "timestamptz"],
      ["last_message_at", "timestamptz"],
      ["last_message_sender_id", "text"],
      ["user_a_read_at", "timestamptz"],
      ["user_b_read_at", "timestamptz"],
      ["first_message_rewarded", "boolean"],
    ],
  },
  {
    key: "messages",
    table: "messages",
    columns: [
      ["match_id", "uuid"],
      ["sender_id", "text"],
      ["text", "text"],
      ["sent_at", "timestamptz"],
    ],
  },
  {
    key: "pairingSuggestions",
    table: "pairing_suggestions",
    columns: [
      ["id", "uuid"],
      ["suggester_id", "text"],
      ["suggester_friend_id", "uuid"],
      ["target_id", "text"],
      ["target_friend_id", "uuid"],
      ["reason", "text"],
      ["tags", "text[]"],
      ["status", "pairing_status"],
      ["cost_hearts", "int"],
      ["created_at", "timestamptz"],
      ["decided_at", "timestamptz"],
    ],
  },
  {
    key: "matchSuggestions",
    table: "match_suggestions",
    columns: [
      ["id", "uuid"],
      ["target_id", "text"],
      ["candidate_id", "text"],
      ["suggester_id", "text"],
      ["suggested_by_name", "text"],
      ["source", "suggestion_source"],
      ["pairing_suggestion_id", "uuid"],
      ["reason", "text"],
      ["tags", "text[]"],
      ["status", "suggestion_status"],
      ["created_at", "timestamptz"],
      ["decided_at", "timestamptz"],
    ],
  },
  {
    key: "heartTransactions",
    table: "heart_transactions",
    columns: [
      ["profile_id", "text"],
      ["amount", "int"],
      ["type", "heart_transaction_type"],
      ["reason", "text"],
      ["balance_after", "int"],
      ["created_at", "timestamptz"],
      ["event_id", "uuid"],
    ],
  },
  {
    key: "blocks",
    table: "blocks",
    columns: [
      ["blocker_id", "text"],
      ["blocked_id", "text"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "mutes",
    table: "mutes",
    columns: [
      ["profile_id", "text"],
      ["match_id", "uuid"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "profileUnlocks",
    table: "profile_unlocks",
    columns: [
      ["viewer_id", "text"],
      ["unlocked_id", "text"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "endorsements",
    table: "endorsements",
    columns: [
      ["member_id", "text"],
      ["author_id", "text"],
      ["kind", "text"],
      ["prompt", "text"],
      ["text", "text"],
      ["status", "text"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
  },
  {
    key: "photos",
    table: "photos",
    columns: [
      ["id", "text"],
      ["owner_id", "text"],
      ["position", "int"],
      ["width", "int"],
      ["height", "int"],
      ["placeholder", "text"],
      ["status", "photo_status"],
      ["storage", "text"],
      ["created_at", "timestamptz"],
    ],
  },
  {
    key: "photoFiles",
    table: "photo_files",
    columns: [
      ["photo_id", "text"],
      ["size", "photo_size"],
      ["content_type", "text"],
      ["bytes", "bytea"],
    ],
  },
];

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
    const steps = seedPlanSteps(plan, {
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
    await seedDemoModeration(tx, options.now);
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
        (select count(*)::int from events where is_demo and title in ${DROP_IN_TITLES}) as "dropIns"`,
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
            from moderators m join profiles p on p.id = m.user_id join "user" u on u.id = p.id
           where p.is_demo order by p.name, p.username limit 1`,
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
