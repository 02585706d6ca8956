import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataExportSchema, type DataExport } from "#shared/schemas/data-export";
import { queryRows } from "../../db/client";
import {
  dateShareFriends,
  dateShares,
  friendEntries,
  inviteLinks,
  moderationActions,
  moderationAppeals,
  moderationCases,
  moderationSanctions,
  moderationWarnings,
  notificationPreferences,
  notifications,
  pairMeetings,
  pushSubscriptions,
} from "../../db/schema";
import { match } from "#tests/support/matching-factories";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { grantRole } from "../staff";
import { EXPORT_COVERAGE } from "./export-coverage";

const t = useTestApp();

async function exportOf(as: TestMember): Promise<DataExport> {
  const res = await t().request("/api/account/data", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as DataExport;
}

describe("the data export's coverage", () => {
  it("says for every column naming a member where the export shows it, or why not", async () => {
    // A foreign key to a member, or a member's id kept as plain text (the audit log, sanctions,
    // appeals, live presence: so no deletion cascades into them).
    const found = await queryRows<{ ref: string }>(
      t().db,
      sql`select distinct kcu.table_name || '.' || kcu.column_name as ref
            from information_schema.table_constraints tc
            join information_schema.key_column_usage kcu
              on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
           where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
             and ccu.table_name in ('user', 'profiles') and ccu.column_name = 'id'
          union
          select c.table_name || '.' || c.column_name from information_schema.columns c
           where c.table_schema = 'public'
             and (c.column_name in ('member_id', 'user_id', 'profile_id', 'moderator_id')
                  or c.column_name like '%sender_id' or c.column_name like '%\\_by')
          order by 1`,
    );
    const refs = found.map((r) => r.ref);
    const undecided = refs.filter((ref) => !(ref in EXPORT_COVERAGE));
    expect(undecided, "say in export-coverage.ts where the data export shows these").toEqual([]);
    expect(Object.keys(EXPORT_COVERAGE).sort()).toEqual([...refs].sort());
    // Each section named is one the export has.
    const sections = Object.keys(dataExportSchema.shape);
    for (const where of Object.values(EXPORT_COVERAGE))
      if (typeof where === "string") expect(sections).toContain(where);
  });

  it("holds prompts, interests, date shares, notifications and their settings, moderation decisions and appeals, and the invite accepted", async () => {
    const ada = await t().signUp({ name: "Ada Lovelace" });
    const saved = await t().request("/api/profile", {
      as: ada,
      method: "PATCH",
      json: {
        prompts: [{ prompt: "sunday", answer: "Engines, then tea." }],
        interests: ["science", "books"],
      },
    });
    expect(saved.status).toBe(200);
    const pat = await t().member({ name: "Pat Doe" });
    const bea = await t().member({ name: "Bea Friend" });
    const db = t().db;
    const m = await match(t(), ada, pat, new Date(Date.now() - 3_600_000));

    const [beaEntry] = await db
      .insert(friendEntries)
      .values({
        ownerId: ada.id,
        name: "Bea",
        gender: "she/her",
        sexuality: "queer",
        linkedProfileId: bea.id,
      })
      .returning();
    const [share] = await db
      .insert(dateShares)
      .values({
        sharerId: ada.id,
        matchId: m.id,
        partnerName: "Pat",
        place: "Rough Trade, 64 N 9th St",
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 4 * 3_600_000),
      })
      .returning();
    await db
      .insert(dateShareFriends)
      .values({ shareId: share!.id, friendEntryId: beaEntry!.id, profileId: bea.id });
    // Bea shares one of her own with Ada.
    const [adaEntry] = await db
      .insert(friendEntries)
      .values({
        ownerId: bea.id,
        name: "Ada",
        gender: "she/her",
        sexuality: "queer",
        linkedProfileId: ada.id,
      })
      .returning();
    const [beaShare] = await db
      .insert(dateShares)
      .values({
        sharerId: bea.id,
        partnerName: "Sam",
        place: "bea's secret place",
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 2 * 3_600_000),
      })
      .returning();
    await db
      .insert(dateShareFriends)
      .values({ shareId: beaShare!.id, friendEntryId: adaEntry!.id, profileId: ada.id });

    await db
      .insert(notifications)
      .values({ memberId: ada.id, kind: "match", objectId: m.id, actorId: pat.id });
    await db
      .insert(notificationPreferences)
      .values({ memberId: ada.id, kind: "match", channel: "email", mode: "off" });
    await db.insert(pushSubscriptions).values({
      memberId: ada.id,
      endpoint: "https://push.example/secret-endpoint",
      p256dh: "secret-p256dh",
      auth: "secret-auth",
      label: "Chrome on Android",
    });

    const [kase] = await db
      .insert(moderationCases)
      .values({ memberId: ada.id, severity: 1 })
      .returning();
    const [warned] = await db
      .insert(moderationActions)
      .values({
        caseId: kase!.id,
        moderatorId: bea.id,
        memberId: ada.id,
        action: "warn",
        reason: "harassment",
        note: "moderator's own note",
      })
      .returning();
    await db.insert(moderationActions).values({
      caseId: kase!.id,
      moderatorId: bea.id,
      memberId: ada.id,
      action: "dismiss",
      reason: "no_violation",
      note: "A dismissed report is none of hers.",
    });
    await db
      .insert(moderationAppeals)
      .values({ actionId: warned!.id, memberId: ada.id, text: "It was a joke between friends." });
    await db
      .insert(moderationWarnings)
      .values({ memberId: ada.id, caseId: kase!.id, reason: "harassment" });
    await db.insert(moderationSanctions).values({
      memberId: ada.id,
      email: "ada@example.com",
      caseId: kase!.id,
      kind: "limit",
      reason: "harassment",
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    });

    const [patEntry] = await db
      .insert(friendEntries)
      .values({ ownerId: pat.id, name: "Ada", gender: "she/her", sexuality: "queer" })
      .returning();
    await db.insert(inviteLinks).values({
      ownerId: pat.id,
      friendId: patEntry!.id,
      tokenHash: "f".repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
      usedAt: new Date(),
      usedBy: ada.id,
    });
    const [one, other] = [ada.id, pat.id].sort() as [string, string];
    await db.insert(pairMeetings).values({ userAId: one, userBId: other });
    await grantRole(db, { memberId: ada.id, role: "moderator", actorId: null, now: new Date() });

    const data = await exportOf(ada);
    expect(data.profile).toMatchObject({
      prompts: [{ prompt: "sunday", answer: "Engines, then tea." }],
      interests: ["science", "books"],
    });
    expect(data.account).toMatchObject({
      signInMethods: ["credential"],
      staffRoles: [{ role: "moderator", grantedAt: expect.any(String) }],
    });
    expect(data.dateShares).toEqual([
      expect.objectContaining({
        partnerName: "Pat",
        place: "Rough Trade, 64 N 9th St",
        sharedWith: ["Bea"],
      }),
    ]);
    expect(data.dateSharesWithMe).toEqual([expect.objectContaining({ sharerName: "Bea Friend" })]);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: "match", readAt: null })]);
    expect(data.notificationSettings).toEqual({
      paused: false,
      choices: [{ kind: "match", channel: "email", mode: "off" }],
      pushDevices: [expect.objectContaining({ label: "Chrome on Android" })],
    });
    expect(data.moderation.decisions).toEqual([
      expect.objectContaining({
        action: "warn",
        reason: "harassment",
        appeal: expect.objectContaining({
          text: "It was a joke between friends.",
          status: "pending",
        }),
      }),
    ]);
    expect(data.moderation.warnings).toEqual([expect.objectContaining({ reason: "harassment" })]);
    expect(data.moderation.sanctions).toEqual([expect.objectContaining({ kind: "limit" })]);
    expect(data.inviteAccepted).toEqual([expect.objectContaining({ inviterName: "Pat Doe" })]);
    expect(data.metInPerson).toEqual([expect.objectContaining({ partnerName: "Pat Doe" })]);

    const raw = JSON.stringify(data);
    for (const secret of [
      "bea's secret place",
      "secret-endpoint",
      "secret-p256dh",
      "secret-auth",
      "moderator's own note",
      "none of hers",
    ])
      expect(raw).not.toContain(secret);
  });
});
