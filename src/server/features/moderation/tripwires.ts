import { and, eq, isNull, sql } from "drizzle-orm";
import {
  SELFIE_FAILURES_FOR_CASE,
  TRIPWIRE_ESTABLISHED_REPORTERS,
  TRIPWIRE_STARTS_MAX,
  TRIPWIRE_WINDOW_HOURS,
} from "#shared/constants";
import { REPORT_SEVERITY } from "#shared/options";
import type { HoldKind } from "#shared/schemas/moderation";
import { queryRows, type Db } from "../../db/client";
import { moderationActions, moderationCases } from "../../db/schema";
import { hasIndependentReporters, type Reporter } from "./independence";
import { establishedSql } from "./standing";

/** Who placed a hold, in the audit log: no moderator, the tripwire itself. */
export const SYSTEM_ACTOR = "system";

type Hold = HoldKind;

/** The audit log's note for each hold (the moderator reads it with the case). */
export const HOLD_NOTES: Record<Hold, string> = {
  activity: `Tripwire: more than ${TRIPWIRE_STARTS_MAX} introductions, conversations opened or first messages in ${TRIPWIRE_WINDOW_HOURS} hours.`,
  reports: `Tripwire: reports from ${TRIPWIRE_ESTABLISHED_REPORTERS} different established members.`,
  selfie: `Tripwire: ${SELFIE_FAILURES_FOR_CASE} failed selfie checks in 24 hours: the selfie may not be the face in the photos.`,
};

/**
 * Matching's, pairing's and chat's step when a member starts a conversation or an introduction,
 * inside its transaction: more than 15 in 24 hours puts them on hold. Only what the member did
 * themselves counts: introductions they sent, conversations they opened by saying yes
 * first, first messages they sent. Others starting conversations with them can't put them on hold. The member's tripwire lock makes
 * two starts at once take turns, so the second counts the first and a hold is placed once. Starts
 * before a hold of this kind don't count again after a moderator lifts it.
 */
export async function activityTripwire(tx: Db, memberId: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tripwire:${memberId}`}))`);
  const windowStart = new Date(now.getTime() - TRIPWIRE_WINDOW_HOURS * 3_600_000).toISOString();
  const [counted] = await queryRows<{ held: boolean; starts: number }>(
    tx,
    sql`with since as (
          select greatest(${windowStart}::timestamptz,
                          (select max(held_at) from moderation_cases
                            where member_id = ${memberId} and hold = 'activity')) as at)
        select exists (select 1 from moderation_cases where member_id = ${memberId}
                         and status = 'open' and hold is not null) as held,
               (select count(*) from matches m, since
                 where m.first_yes_by = ${memberId} and m.created_at > since.at)::int
             + (select count(*) from matches m, since,
                  lateral (select x.sender_id, x.sent_at from messages x
                            where x.match_id = m.id order by x.id limit 1) opening
                 where ${memberId} in (m.user_a_id, m.user_b_id)
                   and opening.sender_id = ${memberId} and opening.sent_at > since.at)::int
             + (select count(*) from pairing_suggestions p, since
                 where p.suggester_id = ${memberId} and p.created_at > since.at)::int
             + (select count(distinct (least(s.target_id, s.candidate_id),
                                       greatest(s.target_id, s.candidate_id), s.created_at))
                  from match_suggestions s, since
                 where s.suggester_id = ${memberId} and s.source in ('direct', 'self')
                   and s.created_at > since.at)::int as starts`,
  );
  if (counted!.held || counted!.starts <= TRIPWIRE_STARTS_MAX) return;
  const caseId = await openCaseFor(tx, memberId, now);
  await placeHold(tx, { caseId, memberId, hold: "activity", now });
}

/**
 * Verification's step after a failed selfie check, inside its transaction, given the member's
 * failed checks in the last 24 hours: at SELFIE_FAILURES_FOR_CASE, the member's case opens (or
 * their open one is used) and the member is put on hold until a moderator looks.
 */
export async function selfieTripwire(
  tx: Db,
  { memberId, failures, now }: { memberId: string; failures: number; now: Date },
): Promise<void> {
  if (failures < SELFIE_FAILURES_FOR_CASE) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tripwire:${memberId}`}))`);
  const caseId = await openCaseFor(tx, memberId, now);
  await placeHold(tx, { caseId, memberId, hold: "selfie", now });
}

/**
 * Moderation's step after a report joined the member's case (whose row the report's upsert
 * locked, so reports at once take turns): reports from three independent established members put
 * the member on hold. "Established" is the queue's standing rule at its full marks; independent
 * is `related` for no two of them, and a member who reported twice is one reporter.
 */
export async function reportsTripwire(
  tx: Db,
  { caseId, memberId, now }: { caseId: string; memberId: string; now: Date },
): Promise<void> {
  const rows = await queryRows<Omit<Reporter, "joinedAt"> & { joinedAt: Date | string }>(
    tx,
    sql`with reporters as (
          select rp.id, rp.created_at, rp.signup_address_hash
            from profiles rp
           where rp.id in (select r.reporter_id from reports r where r.case_id = ${caseId})
             and ${establishedSql(sql`rp.id`, sql`rp.created_at`, now)})
        select r.id, r.created_at as "joinedAt", r.signup_address_hash as "addressHash",
               array(select f.linked_profile_id from friend_entries f
                      where f.owner_id = r.id
                        and f.linked_profile_id in (select id from reporters)) as "linkedTo"
          from reporters r`,
  );
  const reporters = rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt) }));
  if (!hasIndependentReporters(reporters, TRIPWIRE_ESTABLISHED_REPORTERS)) return;
  await placeHold(tx, { caseId, memberId, hold: "reports", now });
}

/** The member's open case, opened now if there is none (a hold without reports: severity "other"). */
async function openCaseFor(tx: Db, memberId: string, now: Date): Promise<string> {
  const [opened] = await tx
    .insert(moderationCases)
    .values({ memberId, severity: REPORT_SEVERITY.indexOf("other"), openedAt: now })
    .onConflictDoUpdate({
      target: moderationCases.memberId,
      targetWhere: sql`${moderationCases.status} = 'open'`,
      set: { severity: sql`${moderationCases.severity}` },
    })
    .returning({ id: moderationCases.id });
  return opened!.id;
}

/** Marks the open case held, once (a conditional update), and logs it as the system's action. */
async function placeHold(
  tx: Db,
  input: { caseId: string; memberId: string; hold: Hold; now: Date },
): Promise<void> {
  const [held] = await tx
    .update(moderationCases)
    .set({ hold: input.hold, heldAt: input.now })
    .where(
      and(
        eq(moderationCases.id, input.caseId),
        eq(moderationCases.status, "open"),
        isNull(moderationCases.hold),
      ),
    )
    .returning({ id: moderationCases.id });
  if (!held) return;
  await tx.insert(moderationActions).values({
    caseId: input.caseId,
    moderatorId: SYSTEM_ACTOR,
    memberId: input.memberId,
    action: "hold",
    reason:
      input.hold === "activity" ? "spam" : input.hold === "selfie" ? "impersonation" : "other",
    note: HOLD_NOTES[input.hold],
    target: input.hold,
    createdAt: input.now,
  });
}
