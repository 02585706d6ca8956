import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cookieFrom, useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { queryRows } from "../db/client";
import { DEMO_PASSWORD, seedDemoData } from "./seed";

const t = useTestApp();

/** The screens whose reads must not grow with the number of members. */
const SCREENS = {
  "Text History": "/api/chat/conversations",
  "Explore's pool": "/api/pairing/explore",
  "Explore's verified-only pool": "/api/pairing/explore?verified=true",
  "pairing lists": "/api/pairing/suggestions",
} as const;

/** Tables with rows per member: reading any of them whole reads every member's. */
const GROWING = new Set([
  "user",
  "session",
  "account",
  "profiles",
  "friend_entries",
  "invite_links",
  "matches",
  "messages",
  "mutes",
  "blocks",
  "reports",
  "pairing_suggestions",
  "match_suggestions",
  "profile_unlocks",
  "certifications",
  "quiz_attempts",
  "endorsements",
  "photos",
  "heart_transactions",
  "notifications",
  "event_attendees",
]);

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

/** Each scan in the plan that reads a growing table from end to end, as "Node on table". */
function wholeTableScans(node: PlanNode): string[] {
  const own =
    node["Relation Name"] &&
    GROWING.has(node["Relation Name"]) &&
    node["Node Type"] !== "Bitmap Heap Scan" &&
    !node["Index Cond"]
      ? [`${node["Node Type"]} on ${node["Relation Name"]}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(wholeTableScans)];
}

/**
 * The plan of every statement one read of `path` sends, planned with sequential scans turned
 * off: a scan still without an index condition then has no index to go by, and reads every
 * member's rows, however many there are.
 */
async function scansOfRead(path: string, cookie: string): Promise<string[]> {
  const sent: [string, unknown[]][] = [];
  const stop = t().database.observeQueries((text, params) => sent.push([text, params]));
  try {
    const res = await t().request(path, { headers: { cookie } });
    expect(res.status, path).toBe(200);
  } finally {
    stop();
  }
  expect(sent.length, path).toBeGreaterThan(0);
  const found: string[] = [];
  await t().database.runSql("set enable_seqscan = off");
  try {
    for (const [text, params] of sent) {
      const { rows } = await t().database.runSql(`explain (format json) ${text}`, params);
      const [{ "QUERY PLAN": plan }] = rows as [{ "QUERY PLAN": [{ Plan: PlanNode }] }];
      found.push(...wholeTableScans(plan[0].Plan).map((scan) => `${scan}: ${text}`));
    }
  } finally {
    await t().database.runSql("reset enable_seqscan");
  }
  return found;
}

/** Signs in as the first demo member by name (the one /seed offers) of a 120-member world. */
async function seededMember(): Promise<string> {
  await seedDemoData(t().db, { now: new Date(), members: 120 });
  const [member] = await queryRows<{ email: string }>(
    t().db,
    sql`select u.email from profiles p join "user" u on u.id = p.id
         where p.is_demo order by p.name, p.username limit 1`,
  );
  const res = await t().request("/api/account/sign-in", {
    json: { email: member!.email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

// PGlite only: planner settings must stay on one connection, and PostgreSQL's pool has several.
describe.skipIf(isPostgres)("screen read plans", () => {
  it("find Text History and the pairing lists by index, never by reading every member", async () => {
    const cookie = await seededMember();
    expect(await scansOfRead(SCREENS["Text History"], cookie)).toEqual([]);
    expect(await scansOfRead(SCREENS["pairing lists"], cookie)).toEqual([]);
  });

  it("find Explore's pool by index, never by reading every member", async () => {
    const cookie = await seededMember();
    expect(await scansOfRead(SCREENS["Explore's pool"], cookie)).toEqual([]);
    expect(await scansOfRead(SCREENS["Explore's verified-only pool"], cookie)).toEqual([]);
  });
});
