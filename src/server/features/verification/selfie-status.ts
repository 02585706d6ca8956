import { and, desc, eq, gt, isNotNull, lte } from "drizzle-orm";
import { SELFIE_ATTEMPTS_PER_DAY } from "#shared/constants";
import type { SelfieStatus } from "#shared/schemas/selfie";
import { waitText } from "#shared/texts";
import { msg } from "#shared/message";
import type { Db } from "../../db/client";
import { faceChecks } from "../../db/schema";
import { AppError } from "../../http/errors";

const DAY_MS = 24 * 3_600_000;

/** Where the member stands: a kept selfie, their last pass, the day's attempts left. */
export async function selfieStatus(db: Db, memberId: string, now: Date): Promise<SelfieStatus> {
  const since = new Date(now.getTime() - DAY_MS);
  const [recent, [kept], [passed]] = await Promise.all([
    db
      .select({ at: faceChecks.createdAt })
      .from(faceChecks)
      .where(and(eq(faceChecks.memberId, memberId), gt(faceChecks.createdAt, since)))
      .orderBy(faceChecks.createdAt),
    db
      .select({ until: faceChecks.descriptorExpiresAt })
      .from(faceChecks)
      .where(keptDescriptorOf(memberId, now))
      .orderBy(desc(faceChecks.descriptorExpiresAt))
      .limit(1),
    db
      .select({ at: faceChecks.createdAt })
      .from(faceChecks)
      .where(and(eq(faceChecks.memberId, memberId), eq(faceChecks.passed, true)))
      .orderBy(desc(faceChecks.createdAt))
      .limit(1),
  ]);
  const used = recent.length;
  const attemptsLeft = Math.max(0, SELFIE_ATTEMPTS_PER_DAY - used);
  // The attempt that frees a place is the one that leaves the 24 hours first.
  const freeing = attemptsLeft === 0 ? recent[used - SELFIE_ATTEMPTS_PER_DAY] : undefined;
  return {
    keptUntil: kept?.until?.toISOString() ?? null,
    lastPassedAt: passed?.at.toISOString() ?? null,
    attemptsLeft,
    nextAttemptAt: freeing ? new Date(freeing.at.getTime() + DAY_MS).toISOString() : null,
  };
}

/** A passed check whose descriptor is still kept: new photos are checked against it. */
export const keptDescriptorOf = (memberId: string, now: Date) =>
  and(
    eq(faceChecks.memberId, memberId),
    eq(faceChecks.passed, true),
    isNotNull(faceChecks.descriptor),
    gt(faceChecks.descriptorExpiresAt, now),
  );

/** Refuses a new attempt once the day's are used, saying when the next one opens. */
export function refuseWithoutAttempts(status: SelfieStatus, now: Date): void {
  if (status.attemptsLeft > 0 || !status.nextAttemptAt) return;
  const seconds = Math.max(
    1,
    Math.ceil((new Date(status.nextAttemptAt).getTime() - now.getTime()) / 1000),
  );
  throw new AppError(
    429,
    "selfie_attempts_used",
    msg("You've tried {count} selfie checks in the last 24 hours. You can try again in {wait}.", {
      count: SELFIE_ATTEMPTS_PER_DAY,
      wait: waitText(seconds),
    }),
  );
}

/** Forgets selfie descriptors whose time is up (their hash stays with the check). */
export async function forgetExpiredDescriptors(db: Db, now: Date): Promise<number> {
  const forgotten = await db
    .update(faceChecks)
    .set({ descriptor: null })
    .where(and(isNotNull(faceChecks.descriptor), lte(faceChecks.descriptorExpiresAt, now)))
    .returning({ id: faceChecks.id });
  return forgotten.length;
}
