import { randomBytes, randomInt } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { SELFIE_CHALLENGE_SECONDS, SELFIE_POSES_PER_CHALLENGE } from "#shared/constants";
import type { SelfieChallenge } from "#shared/schemas/selfie";
import { SELFIE_POSES, type SelfiePose } from "#shared/selfie-poses";
import type { ServiceContext } from "../../http/context";
import { photos, verificationChallenges } from "../../db/schema";
import { RuleError } from "../../http/errors";
import { refuseWithoutAttempts, selfieStatus } from "./selfie-status";

/** Three different poses in a random order, drawn with the system's random source. */
export function drawPoses(count = SELFIE_POSES_PER_CHALLENGE): SelfiePose[] {
  const left = [...SELFIE_POSES];
  const drawn: SelfiePose[] = [];
  while (drawn.length < count) drawn.push(left.splice(randomInt(left.length), 1)[0]!);
  return drawn;
}

/**
 * Draws a challenge for the member: refused without a photo to check or with the day's attempts
 * used (drawing one uses no attempt; answering it does).
 */
export async function drawChallenge(ctx: ServiceContext): Promise<SelfieChallenge> {
  const { db, userId, now } = ctx;
  const [photo] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.ownerId, userId), ne(photos.status, "removed")))
    .limit(1);
  if (!photo) {
    throw new RuleError(
      "Add a photo of your face first: the selfie is checked against your photos.",
      "no_photos",
    );
  }
  refuseWithoutAttempts(await selfieStatus(db, userId, now), now);
  const id = randomBytes(16).toString("base64url");
  const poses = drawPoses();
  await db.insert(verificationChallenges).values({ id, memberId: userId, poses, createdAt: now });
  return {
    id,
    poses,
    expiresAt: new Date(now.getTime() + SELFIE_CHALLENGE_SECONDS * 1000).toISOString(),
  };
}
