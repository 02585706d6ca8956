import { eq, sql } from "drizzle-orm";
import type { CaseAction } from "#shared/schemas/moderation";
import { queryRows, type Db } from "../../db/client";
import { moderationSanctions, user } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { endSessionsOf } from "../../sessions/sessions";
import { audienceOf } from "../relations";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspends (for `days`) or bans the member: from this moment they show nowhere (`notBlocked`
 * reads the row), every session of theirs ends (deleting the rows announces it: their live
 * streams close with "session ended") and they can't sign in again until it ends. Everyone whose
 * screens showed them is told to fetch again. Returns the audit log's target: the end, or "ban".
 */
export async function sanction(
  tx: Db,
  caseId: string,
  memberId: string,
  input: Extract<CaseAction, { action: "limit" | "suspend" | "ban" }>,
  now: Date,
): Promise<string> {
  const [member] = await tx.select({ email: user.email }).from(user).where(eq(user.id, memberId));
  if (!member) throw new NotFoundError("Member");
  const endsAt = input.action === "ban" ? null : new Date(now.getTime() + input.days * DAY_MS);
  await tx.insert(moderationSanctions).values({
    memberId,
    email: member.email.toLowerCase(),
    caseId,
    kind: input.action,
    reason: input.reason,
    startsAt: now,
    endsAt,
  });
  // A limited member stays signed in, and shown: they only start nothing new.
  if (input.action === "limit") return endsAt!.toISOString();
  await endSessionsOf(tx, memberId);

  const to = await audienceOf(tx, memberId);
  await publish(tx, { type: "member.left", to });
  return endsAt ? endsAt.toISOString() : "ban";
}

/**
 * The sanction in force on an account, found by its email: the one that ends last (a ban never).
 * Null when there is none. Sign-in and sign-up ask it.
 */
export async function sanctionOfEmail(
  db: Db,
  email: string,
  now: Date,
): Promise<{ kind: "suspend" | "ban"; endsAt: Date | null } | null> {
  // A limit doesn't stop signing in.
  const [found] = await queryRows<{ kind: "suspend" | "ban"; endsAt: string | null }>(
    db,
    sql`select kind, ends_at as "endsAt" from ${moderationSanctions}
         where email = ${email.trim().toLowerCase()} and kind <> 'limit'
           and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
         order by ends_at desc nulls first limit 1`,
  );
  if (!found) return null;
  return { kind: found.kind, endsAt: found.endsAt ? new Date(found.endsAt) : null };
}
