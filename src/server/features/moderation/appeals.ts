import { and, eq, sql } from "drizzle-orm";
import { APPEAL_DAYS } from "#shared/constants";
import { APPEALABLE_ACTIONS, type AppealableAction } from "#shared/decision-texts";
import type { AppealDecision, Decision, Decisions, QueueAppeal } from "#shared/schemas/moderation";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { moderationActions, moderationAppeals, moderationSanctions } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../../http/errors";
import { ownCase } from "./own-case";
import { publish } from "../../realtime/publish";
import { audienceOf } from "../relations";
import { msg } from "#shared/message";

const DAY_MS = 24 * 60 * 60 * 1000;
const appealable = sql.raw(APPEALABLE_ACTIONS.map((a) => `'${a}'`).join(", "));

interface DecisionRow {
  id: string;
  action: AppealableAction;
  reason: Decision["reason"];
  target: string | null;
  decidedAt: Date | string;
  appealText: string | null;
  appealedAt: Date | string | null;
  appealStatus: "pending" | "upheld" | "overturned" | null;
  answer: string | null;
  answeredAt: Date | string | null;
}

const DECISION_COLUMNS = sql`a.id::text as id, a.action, a.reason, a.target,
  a.created_at as "decidedAt", ap.text as "appealText", ap.created_at as "appealedAt",
  ap.status as "appealStatus", ap.answer, ap.decided_at as "answeredAt"`;

const iso = (at: Date | string) => new Date(at).toISOString();

function toDecision(row: DecisionRow, now: Date): Decision {
  const decidedAt = new Date(row.decidedAt);
  const appealUntil = new Date(decidedAt.getTime() + APPEAL_DAYS * DAY_MS);
  const ends = (row.action === "limit" || row.action === "suspend") && row.target;
  return {
    id: row.id,
    action: row.action,
    reason: row.reason,
    decidedAt: decidedAt.toISOString(),
    endsAt: ends ? iso(row.target!) : null,
    appealUntil: appealUntil.toISOString(),
    mayAppeal: !row.appealStatus && now.getTime() <= appealUntil.getTime(),
    appeal: row.appealStatus
      ? {
          text: row.appealText!,
          createdAt: iso(row.appealedAt!),
          status: row.appealStatus,
          answer: row.answer,
          decidedAt: row.answeredAt ? iso(row.answeredAt) : null,
        }
      : null,
  };
}

/** Moderators' decisions about the member (never their notes), newest first, with any appeal. */
export async function myDecisions({
  db,
  userId,
  now,
}: Pick<ServiceContext, "db" | "userId" | "now">): Promise<Decisions> {
  const rows = await queryRows<DecisionRow>(
    db,
    sql`select ${DECISION_COLUMNS}
          from moderation_actions a left join moderation_appeals ap on ap.action_id = a.id
         where a.member_id = ${userId} and a.action in (${appealable})
         order by a.id desc limit 50`,
  );
  return { decisions: rows.map((row) => toDecision(row, now)) };
}

async function decisionOf(
  db: Db,
  memberId: string,
  actionId: number,
  now: Date,
): Promise<Decision> {
  const [row] = await queryRows<DecisionRow>(
    db,
    sql`select ${DECISION_COLUMNS}
          from moderation_actions a left join moderation_appeals ap on ap.action_id = a.id
         where a.id = ${actionId} and a.member_id = ${memberId} and a.action in (${appealable})`,
  );
  if (!row) throw new NotFoundError("Decision");
  return toDecision(row, now);
}

/**
 * The suspension or ban in force on the member, as a decision they may appeal while signed out:
 * the audit log's row written with the sanction (same case, kind and moment). Null when none.
 */
export async function sanctionInForce(
  db: Db,
  memberId: string,
  now: Date,
): Promise<Decision | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select a.id from ${moderationSanctions} s
          join moderation_actions a on a.case_id = s.case_id and a.member_id = s.member_id
           and a.action::text = s.kind::text and a.created_at = s.starts_at
         where s.member_id = ${memberId} and s.kind <> 'limit'
           and (s.ends_at is null or s.ends_at > ${now.toISOString()}::timestamptz)
         order by s.ends_at desc nulls first limit 1`,
  );
  return row ? decisionOf(db, memberId, Number(row.id), now) : null;
}

/**
 * The member appeals a decision about them: once (the unique index answers a second, even one
 * sent at the same moment), within APPEAL_DAYS of it.
 */
export async function appealDecision(
  { db, userId, now }: Pick<ServiceContext, "db" | "userId" | "now">,
  decisionId: string,
  text: string,
): Promise<Decision> {
  const actionId = Number(decisionId);
  const decision = await decisionOf(db, userId, actionId, now);
  if (decision.appeal)
    throw new ConflictError(
      "You already appealed this decision, and an appeal is answered once.",
      "already_appealed",
    );
  if (now.getTime() > new Date(decision.appealUntil).getTime())
    throw new ConflictError(
      msg("Decisions can be appealed within {appealDays} days, and this one's have passed.", {
        appealDays: APPEAL_DAYS,
      }),
      "appeal_too_late",
    );
  const [inserted] = await db
    .insert(moderationAppeals)
    .values({ actionId, memberId: userId, text, createdAt: now })
    .onConflictDoNothing({ target: moderationAppeals.actionId })
    .returning({ id: moderationAppeals.id });
  if (!inserted)
    throw new ConflictError(
      "You already appealed this decision, and an appeal is answered once.",
      "already_appealed",
    );
  return decisionOf(db, userId, actionId, now);
}

/** Appeals waiting for an answer, oldest first, for the moderators' queue. */
export async function pendingAppeals(
  { db, userId }: Pick<ServiceContext, "db" | "userId">,
  limit: number,
): Promise<QueueAppeal[]> {
  const rows = await queryRows<{
    id: string;
    caseId: string;
    memberId: string;
    name: string;
    deleted: boolean;
    action: AppealableAction;
    reason: QueueAppeal["reason"];
    decidedAt: Date | string;
    note: string;
    text: string;
    appealedAt: Date | string;
    yours: boolean;
  }>(
    db,
    sql`select ap.id, a.case_id as "caseId", a.member_id as "memberId", p.name,
               p.deleted_at is not null as deleted, a.action, a.reason,
               a.created_at as "decidedAt", a.note, ap.text, ap.created_at as "appealedAt",
               a.moderator_id = ${userId} as yours
          from moderation_appeals ap
          join moderation_actions a on a.id = ap.action_id
          join profiles p on p.id = a.member_id
         where ap.status = 'pending' and a.member_id <> ${userId}
         order by ap.created_at, ap.id
         limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    caseId: r.caseId,
    member: { id: r.memberId, name: r.name, deleted: r.deleted },
    action: r.action,
    reason: r.reason,
    decidedAt: iso(r.decidedAt),
    note: r.note,
    text: r.text,
    appealedAt: iso(r.appealedAt),
    yours: r.yours,
  }));
}

/**
 * A second moderator answers an appeal, finally: never the one who took the decision (403); of
 * two answering at once, the first wins and the other is told (409), a conditional update.
 * Overturning lifts a limit, suspension or ban at once; removed content isn't restored. The
 * answer goes into the audit log, and the member's screens are told.
 */
export async function decideAppeal(
  { db, userId, now }: Pick<ServiceContext, "db" | "userId" | "now">,
  appealId: string,
  input: AppealDecision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await queryRows<{
      actionId: number;
      caseId: string;
      memberId: string;
      moderatorId: string;
      action: AppealableAction;
      reason: string;
      createdAt: Date | string;
    }>(
      tx,
      sql`select a.id as "actionId", a.case_id as "caseId", a.member_id as "memberId",
                 a.moderator_id as "moderatorId", a.action, a.reason, a.created_at as "createdAt"
            from moderation_appeals ap join moderation_actions a on a.id = ap.action_id
           where ap.id = ${appealId}`,
    );
    if (!found) throw new NotFoundError("Appeal");
    if (found.memberId === userId) throw ownCase();
    if (found.moderatorId === userId)
      throw new ForbiddenError(
        "You took this decision: a different moderator must answer its appeal.",
        "own_decision",
      );
    const [answered] = await tx
      .update(moderationAppeals)
      .set({ status: input.outcome, decidedBy: userId, decidedAt: now, answer: input.note })
      .where(and(eq(moderationAppeals.id, appealId), eq(moderationAppeals.status, "pending")))
      .returning({ id: moderationAppeals.id });
    if (!answered)
      throw new ConflictError(
        "This appeal was already answered by another moderator.",
        "appeal_decided",
      );

    if (input.outcome === "overturned") await liftSanction(tx, found);
    await tx.insert(moderationActions).values({
      caseId: found.caseId,
      moderatorId: userId,
      memberId: found.memberId,
      action: input.outcome === "upheld" ? "appeal_upheld" : "appeal_overturned",
      reason: found.reason as typeof moderationActions.$inferInsert.reason,
      note: input.note,
      target: String(found.actionId),
      createdAt: now,
    });
    await publish(tx, { type: "moderation.acted", to: [found.memberId] });
  });
}

/**
 * The sanction the overturned action wrote (same case, kind and moment) is deleted: whatever
 * reads sanctions stops at once. A suspended or banned member shows again where they showed, so
 * those screens fetch again (the event members' screens refetch by when someone leaves).
 */
async function liftSanction(
  tx: Db,
  action: { caseId: string; memberId: string; action: AppealableAction; createdAt: Date | string },
) {
  if (action.action !== "limit" && action.action !== "suspend" && action.action !== "ban") return;
  await tx
    .delete(moderationSanctions)
    .where(
      and(
        eq(moderationSanctions.caseId, action.caseId),
        eq(moderationSanctions.memberId, action.memberId),
        eq(moderationSanctions.kind, action.action),
        eq(moderationSanctions.startsAt, new Date(action.createdAt)),
      ),
    );
  if (action.action === "limit") return;
  const to = await audienceOf(tx, action.memberId);
  await publish(tx, { type: "member.left", to });
}
