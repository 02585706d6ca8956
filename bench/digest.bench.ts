// The daily notification digest: 10,000 members, each with notifications waiting in
// their digest, composed and handed to a mail transport that builds every message (text, HTML,
// List-Unsubscribe headers) as it would go over SMTP, in ≤ 60 s.
import nodemailer from "nodemailer";
import { sql } from "drizzle-orm";
import { openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDemoData } from "../src/server/features/seed/service";
import { mailDigests } from "../src/server/features/notifications";
import { createLogger } from "../src/server/process/logger";
import { report } from "./report";

const MEMBERS = 10_000;
const GOAL_SECONDS = 60;

const database = await openPglite({});
await migrateDatabase(database);
const seedStarted = performance.now();
const now = new Date();
await seedDemoData(database.db, { now, members: MEMBERS, skipForeignKeyChecks: true });
const seedSeconds = (performance.now() - seedStarted) / 1000;
console.log(`seeded ${MEMBERS} members in ${seedSeconds.toFixed(1)} s`);

// Each member: a seat from two events' waitlists, and their conversations' messages in the
// digest too (a preference row each), so the mail names who wrote.
const before = new Date(now.getTime() - 60 * 60_000).toISOString();
await database.db.execute(sql`
  insert into notifications (member_id, kind, object_id, actor_id, created_at)
  select p.id, 'waitlistPromoted', e.id::text, null, ${before}::timestamptz
    from profiles p cross join (select id from events order by id limit 2) e
   where p.deleted_at is null
  on conflict do nothing`);
await database.db.execute(sql`
  insert into notification_preferences (member_id, kind, channel, mode)
  select id, 'message', 'email', 'digest' from profiles on conflict do nothing`);
await database.db.execute(sql`
  insert into notifications (member_id, kind, object_id, actor_id, created_at, count)
  select side.member_id, 'message', m.id::text, side.actor_id, ${before}::timestamptz, 2
    from matches m
    cross join lateral (values (m.user_a_id, m.user_b_id), (m.user_b_id, m.user_a_id)) side(member_id, actor_id)
   where m.status = 'active'
  on conflict do nothing`);
const [{ n: waiting } = { n: 0 }] = (
  (await database.db.execute(
    sql`select count(*)::int as n from notifications where read_at is null`,
  )) as unknown as { rows: { n: number }[] }
).rows;

// Builds each message whole, as SMTP would be handed it, and drops it.
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
let bytes = 0;
let firstSend = 0;
const mailer = {
  async send(mail: Parameters<typeof transport.sendMail>[0]) {
    firstSend ||= performance.now();
    const info = await transport.sendMail({ from: "Vouch <no-reply@vouch.local>", ...mail });
    bytes += (info.message as Buffer).length;
  },
};

console.log(`${waiting} unread notifications waiting`);
// What the job queue gives the digest job.
const job = {
  db: database.db,
  now,
  logger: createLogger("silent"),
  mailer,
  baseURL: "https://vouch.example",
  secret: "a-bench-secret-of-at-least-32-characters",
  vapid: { publicKey: "", privateKey: "", subject: "mailto:bench@vouch.example" },
};
const started = performance.now();
const sent = await mailDigests(job);
const seconds = (performance.now() - started) / 1000;
const again = await mailDigests(job);
await database.close();
if (sent < MEMBERS * 0.9) throw new Error(`only ${sent} digests for ${MEMBERS} members`);
if (again !== 0) throw new Error(`a second run sent ${again} digests again`);

report(
  "digest",
  `Daily digest, ${MEMBERS.toLocaleString("en-US")} members (seeded in ${seedSeconds.toFixed(1)} s)`,
  [
    {
      measure: `${sent.toLocaleString("en-US")} digests from ${waiting.toLocaleString("en-US")} unread notifications, built and handed over`,
      seconds: seconds.toFixed(1),
      goal: `≤ ${GOAL_SECONDS} s`,
      verdict: seconds <= GOAL_SECONDS ? "✔ met" : "✘ NOT MET",
      "of it, choosing and claiming": ((firstSend - started) / 1000).toFixed(1),
      "MB of mail": (bytes / 1e6).toFixed(1),
    },
  ],
);
if (seconds > GOAL_SECONDS) process.exitCode = 1;
