import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import {
  SELFIE_CHALLENGE_SECONDS,
  SELFIE_DESCRIPTOR_DAYS,
  SELFIE_POSES_PER_CHALLENGE,
} from "#shared/constants";
import type { SelfieFailure, SelfieResult } from "#shared/schemas/selfie";
import { FACE_SCORE_MIN, POSE_INSTRUCTIONS, poseHeld, type SelfiePose } from "#shared/selfie-poses";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { faceChecks, photos, photoVerifications, verificationChallenges } from "../../db/schema";
import { AppError, ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { photoVerified, shownPhotosWithBytes } from "../photos";
import { audienceOf } from "../relations";
import { faceEngine, faceSimilarity, UnreadableImage, type ImageRead } from "./selfie-engine";
import { descriptorHash, FACE_MATCH_THRESHOLD, matchPhotos, meanDescriptor } from "./selfie-match";
import { refuseWithoutAttempts, selfieStatus } from "./selfie-status";
import { notVerifiedSentence, ordinal, verifiedSentence } from "./selfie-sentences";
import { selfieFailed } from "./steps";
import { messageKey } from "#shared/i18n/i18n";
import { msg } from "#shared/message";
import type { Said } from "../../i18n/say";

/** The frames' verdict: one person holding each pose, or why not. */
type FramesVerdict =
  { ok: true; descriptor: number[] } | { ok: false; failure: SelfieFailure; message: Said };

/** Checks what the model read in each frame against the poses asked, in order. */
export function judgeFrames(poses: SelfiePose[], reads: ImageRead[]): FramesVerdict {
  const descriptors: number[][] = [];
  for (const [i, read] of reads.entries()) {
    const pose = poses[i]!;
    const faces = read.faces.filter((face) => face.score >= FACE_SCORE_MIN);
    const which = ordinal(i + 1);
    if (faces.length === 0) {
      return {
        ok: false,
        failure: "no_face",
        message: msg(
          "We couldn't see a face in the {pose} pose. Face the camera in good light and try again.",
          { pose: which },
        ),
      };
    }
    if (faces.length > 1) {
      return {
        ok: false,
        failure: "several_faces",
        message: msg("There was more than one face in the {pose} pose. Do the check on your own.", {
          pose: which,
        }),
      };
    }
    if (!poseHeld(pose, faces[0]!, read)) {
      return {
        ok: false,
        failure: "pose",
        message: msg(
          '{pose} pose not held: "{instruction}". Try again and hold each pose until it\'s captured.',
          { pose: which, instruction: msg(POSE_INSTRUCTIONS[pose]) },
        ),
      };
    }
    descriptors.push(faces[0]!.descriptor);
  }
  for (let i = 1; i < descriptors.length; i++) {
    if (faceSimilarity(descriptors[0]!, descriptors[i]!) < FACE_MATCH_THRESHOLD) {
      return {
        ok: false,
        failure: "not_same_face",
        message: messageKey("The poses didn't all show the same face. Do the check on your own."),
      };
    }
  }
  return { ok: true, descriptor: meanDescriptor(descriptors) };
}

/** Takes the challenge: the member's, unused and in time. It is used from now on, whatever comes. */
async function takeChallenge(ctx: ServiceContext, challengeId: string): Promise<SelfiePose[]> {
  const { db, userId, now } = ctx;
  const [taken] = await db
    .update(verificationChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationChallenges.id, challengeId),
        eq(verificationChallenges.memberId, userId),
        sql`${verificationChallenges.usedAt} is null`,
      ),
    )
    .returning({
      poses: verificationChallenges.poses,
      createdAt: verificationChallenges.createdAt,
    });
  if (!taken) {
    const [known] = await db
      .select({ id: verificationChallenges.id })
      .from(verificationChallenges)
      .where(
        and(
          eq(verificationChallenges.id, challengeId),
          eq(verificationChallenges.memberId, userId),
        ),
      );
    if (!known) throw new NotFoundError("Selfie check");
    throw new ConflictError(
      "This selfie check was already sent. Start a new one.",
      "selfie_challenge_used",
    );
  }
  if (now.getTime() - taken.createdAt.getTime() > SELFIE_CHALLENGE_SECONDS * 1000) {
    throw new AppError(
      410,
      "selfie_challenge_expired",
      msg("The poses must be done within {minutes} minutes. Start a new check.", {
        minutes: SELFIE_CHALLENGE_SECONDS / 60,
      }),
    );
  }
  return taken.poses as SelfiePose[];
}

/**
 * Checks a selfie: the challenge's frames, each one face holding its pose and all one person,
 * whose face is then compared with each of the member's photos. A matching photo gets the mark;
 * the others lose theirs. The frames are read in memory and never kept; the check's outcome, the
 * descriptor's hash, and (for a pass) the descriptor for SELFIE_DESCRIPTOR_DAYS are.
 */
export async function checkSelfie(
  ctx: ServiceContext,
  { challengeId, frames }: { challengeId: string; frames: Buffer[] },
): Promise<Omit<SelfieResult, "message"> & { message: Said }> {
  const { db, userId, now, env } = ctx;
  refuseWithoutAttempts(await selfieStatus(db, userId, now), now);
  const poses = await takeChallenge(ctx, challengeId);
  if (frames.length !== SELFIE_POSES_PER_CHALLENGE) {
    throw new ValidationError(
      msg("Send one frame for each of the {length} poses.", { length: poses.length }),
      {
        frame: msg("Send {length} frames", { length: poses.length }),
      },
    );
  }
  const engine = await faceEngine(env.FACE_MODEL_DIR);
  const reads = await engine.read(frames).catch((error: unknown) => {
    if (!(error instanceof UnreadableImage)) throw error;
    throw new ValidationError("A frame couldn't be read as an image. Start a new check.", {
      frame: "Send JPEG frames",
    });
  });
  const verdict = judgeFrames(poses, reads);
  const shown = verdict.ok
    ? await shownPhotosWithBytes(db, env, { ownerId: userId, size: "medium", skip: [] })
    : [];
  const similarities = verdict.ok
    ? await matchPhotos(
        engine,
        verdict.descriptor,
        shown.map((photo) => photo.bytes),
      )
    : [];
  const matched = shown.filter((_, i) => similarities[i]! >= FACE_MATCH_THRESHOLD);
  const passed = verdict.ok && matched.length > 0;
  const failure: SelfieFailure | null = !verdict.ok ? verdict.failure : passed ? null : "no_match";

  await db.transaction(async (tx) => {
    await tx.insert(faceChecks).values({
      id: randomBytes(16).toString("base64url"),
      memberId: userId,
      passed,
      failure,
      createdAt: now,
      descriptorHash: verdict.ok ? descriptorHash(verdict.descriptor) : null,
      descriptor: passed && verdict.ok ? verdict.descriptor : null,
      descriptorExpiresAt: passed
        ? new Date(now.getTime() + SELFIE_DESCRIPTOR_DAYS * 86_400_000)
        : null,
    });
    if (passed) {
      await setMarks(tx, userId, {
        matched: matched.map((photo) => ({
          photoId: photo.id,
          similarity: similarities[shown.indexOf(photo)]!,
        })),
        checked: shown.map((photo) => photo.id),
        now,
      });
    } else {
      const [{ failures }] = (await tx
        .select({ failures: sql<number>`count(*)::int` })
        .from(faceChecks)
        .where(
          and(
            eq(faceChecks.memberId, userId),
            eq(faceChecks.passed, false),
            gt(faceChecks.createdAt, new Date(now.getTime() - 86_400_000)),
          ),
        )) as [{ failures: number }];
      await selfieFailed.run(tx, { memberId: userId, failures, now });
    }
  });

  const unmatched = shown
    .map((photo, i) => ({ position: i + 1, similarity: similarities[i]! }))
    .filter((photo) => photo.similarity < FACE_MATCH_THRESHOLD)
    .map((photo) => photo.position);
  const message: Said = !verdict.ok
    ? verdict.message
    : passed
      ? verifiedSentence(shown.length, unmatched)
      : notVerifiedSentence(shown.length);
  return {
    passed,
    failure,
    message,
    photos: await photoMarks(db, userId),
    status: await selfieStatus(db, userId, now),
  };
}

/**
 * Gives the matching photos the mark and takes it from the other checked ones (a photo added
 * meanwhile is left as it is), then tells the screens that show the member.
 */
export async function setMarks(
  tx: Db,
  memberId: string,
  {
    matched,
    checked,
    now,
  }: { matched: { photoId: string; similarity: number }[]; checked: string[]; now: Date },
): Promise<void> {
  const keep = matched.map((m) => m.photoId);
  const unmatched = checked.filter((id) => !keep.includes(id));
  if (unmatched.length > 0) {
    await tx
      .delete(photoVerifications)
      .where(
        and(
          eq(photoVerifications.memberId, memberId),
          inArray(photoVerifications.photoId, unmatched),
        ),
      );
  }
  if (matched.length > 0) {
    // A photo deleted since it was read is skipped rather than failing the whole check.
    await tx.execute(sql`insert into ${photoVerifications} (photo_id, member_id, similarity, verified_at)
      select p.id, ${memberId}, m.similarity, ${now.toISOString()}::timestamptz
        from unnest(${`{${matched.map((m) => m.photoId).join(",")}}`}::text[],
                    ${`{${matched.map((m) => m.similarity).join(",")}}`}::real[]) as m(id, similarity)
        join photos p on p.id = m.id and p.owner_id = ${memberId}
      on conflict (photo_id) do update set similarity = excluded.similarity,
                                           verified_at = excluded.verified_at`);
  }
  if (unmatched.length > 0 || matched.length > 0) {
    await publish(tx, {
      type: "photos.changed",
      to: await audienceOf(tx, memberId, { self: true }),
    });
  }
}

/** The member's shown photos, in order, and whether each carries the mark. */
async function photoMarks(db: Db, memberId: string) {
  const rows = await db
    .select({ id: photos.id, verified: sql<boolean>`${photoVerified("photos")}` })
    .from(photos)
    .where(and(eq(photos.ownerId, memberId), ne(photos.status, "removed")))
    .orderBy(asc(photos.position));
  return rows.map((row, i) => ({ id: row.id, position: i + 1, verified: row.verified }));
}
