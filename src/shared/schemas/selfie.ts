import { z } from "zod";
import {
  SELFIE_ATTEMPTS_PER_DAY,
  SELFIE_CHALLENGE_SECONDS,
  SELFIE_FRAME_MAX_BYTES,
  SELFIE_POSES_PER_CHALLENGE,
} from "../constants";
import { SELFIE_POSES } from "../selfie-poses";

/** A challenge's id: 22 random url-safe characters. */
export const SELFIE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where a member stands with selfie verification. */
export const selfieStatusSchema = z.object({
  keptUntil: z
    .string()
    .nullable()
    .describe(
      "Until when a new photo is checked against the member's last passed selfie (null: no selfie kept)",
    ),
  lastPassedAt: z.string().nullable().describe("When the member last passed a selfie check"),
  attemptsLeft: z
    .number()
    .int()
    .min(0)
    .max(SELFIE_ATTEMPTS_PER_DAY)
    .describe(`Selfie checks left in the last 24 hours (${SELFIE_ATTEMPTS_PER_DAY} a day)`),
  nextAttemptAt: z.string().nullable().describe("With no attempt left: when the next one opens"),
});
export type SelfieStatus = z.infer<typeof selfieStatusSchema>;

/** POST /api/profile/verification/challenge: the poses to hold, in order. */
export const selfieChallengeSchema = z.object({
  id: z.string().describe("Send it back with the frames"),
  poses: z.array(z.enum(SELFIE_POSES)).length(SELFIE_POSES_PER_CHALLENGE),
  expiresAt: z
    .string()
    .describe(`Answer before this (${SELFIE_CHALLENGE_SECONDS} seconds after it was drawn), once`),
});
export type SelfieChallenge = z.infer<typeof selfieChallengeSchema>;

const frameSchema = z
  .custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
    error: "Send each captured frame as a JPEG",
  })
  .meta({ type: "string", format: "binary" });

/** POST /api/profile/verification/check: multipart/form-data. */
export const selfieCheckFormSchema = z.object({
  challenge: z
    .string({ error: "Start the check again" })
    .regex(SELFIE_CHALLENGE_PATTERN, "Start the check again"),
  frame: z
    .array(frameSchema)
    .describe(
      `One JPEG per pose, in the challenge's order (${SELFIE_POSES_PER_CHALLENGE}), at most ${SELFIE_FRAME_MAX_BYTES / 1024} KB each`,
    ),
});

/** Why a check failed, in a word; `message` says it in a sentence. */
export const SELFIE_FAILURES = [
  "no_face",
  "several_faces",
  "pose",
  "not_same_face",
  "no_match",
] as const;
export type SelfieFailure = (typeof SELFIE_FAILURES)[number];

export const selfieResultSchema = z.object({
  passed: z.boolean().describe("True when the selfie matched at least one photo"),
  failure: z.enum(SELFIE_FAILURES).nullable(),
  message: z.string().describe("What happened, to show the member"),
  photos: z
    .array(
      z.object({
        id: z.string(),
        position: z.number().int().min(1).describe("1 for the main photo"),
        verified: z.boolean(),
      }),
    )
    .describe("Each of the member's photos and whether it now carries the verified mark"),
  status: selfieStatusSchema,
});
export type SelfieResult = z.infer<typeof selfieResultSchema>;
