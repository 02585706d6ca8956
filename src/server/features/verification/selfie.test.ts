import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SELFIE_ATTEMPTS_PER_DAY, SELFIE_DESCRIPTOR_DAYS } from "#shared/constants";
import type { PhotosResponse } from "#shared/schemas/photos";
import type { SelfieChallenge, SelfieResult, SelfieStatus } from "#shared/schemas/selfie";
import type { SelfiePose } from "#shared/selfie-poses";
import { faceChecks, moderationCases, photoVerifications } from "../../db/schema";
import { addPhoto } from "#tests/support/photos";
import {
  emptyFrame,
  poseFrame,
  portraitOf,
  twoFacesFrame,
  type TestFace,
} from "#tests/support/selfie-media";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";

// Every check here runs the real face model (in its thread, loaded once for the file).
const t = useTestApp();
const SLOW = 60_000;

async function challenge(as: TestMember) {
  const res = await t().request("/api/profile/verification/challenge", { as, method: "POST" });
  return res;
}

async function draw(as: TestMember): Promise<SelfieChallenge> {
  const res = await challenge(as);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SelfieChallenge;
}

function send(as: TestMember, challengeId: string, frames: Buffer[]) {
  const form = new FormData();
  form.append("challenge", challengeId);
  for (const frame of frames) {
    form.append("frame", new File([new Uint8Array(frame)], "frame.jpg", { type: "image/jpeg" }));
  }
  return t().app.request("/api/profile/verification/check", {
    method: "POST",
    headers: { cookie: as.cookie },
    body: form,
  });
}

/** The poses of `who`, as the challenge asks them (`swap` puts the wrong pose first). */
const framesFor = (who: TestFace, poses: SelfiePose[]) =>
  Promise.all(poses.map((pose) => poseFrame(who, pose)));

async function verify(as: TestMember, who: TestFace = "man"): Promise<SelfieResult> {
  const { id, poses } = await draw(as);
  const res = await send(as, id, await framesFor(who, poses));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SelfieResult;
}

async function ownPhotos(as: TestMember) {
  const res = await t().request("/api/profile/photos", { as });
  return ((await res.json()) as PhotosResponse).photos;
}

const checksOf = (member: TestMember) =>
  t().db.select().from(faceChecks).where(eq(faceChecks.memberId, member.id));

describe("selfie verification", () => {
  it(
    "marks the photos whose face matches the selfie and says which didn't",
    async () => {
      const me = await t().member();
      await addPhoto(t(), me, await portraitOf("man"));
      const [, other] = await addPhoto(t(), me, await portraitOf("woman"));
      expect((await ownPhotos(me)).map((p) => p.verified)).toEqual([false, false]);

      const result = await verify(me);
      expect(result).toMatchObject({
        passed: true,
        failure: null,
        message: "1 of your 2 photos is verified. Your 2nd photo didn't match your selfie.",
      });
      expect(result.photos.map((p) => [p.position, p.verified])).toEqual([
        [1, true],
        [2, false],
      ]);
      expect((await ownPhotos(me)).map((p) => p.verified)).toEqual([true, false]);
      expect(result.status.attemptsLeft).toBe(SELFIE_ATTEMPTS_PER_DAY - 1);

      // Only the outcome, the hash and (for a while) the descriptor are kept.
      const [check] = await checksOf(me);
      expect(check).toMatchObject({ passed: true, failure: null });
      expect(check!.descriptorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(check!.descriptor).toHaveLength(1024);
      expect(check!.descriptorExpiresAt!.getTime() - check!.createdAt.getTime()).toBe(
        SELFIE_DESCRIPTOR_DAYS * 86_400_000,
      );

      // The mark keys on the photo: deleting it takes the mark with it.
      await t().request(`/api/profile/photos/${other!.id}`, { as: me, method: "DELETE" });
      const marks = await t().db.select().from(photoVerifications);
      expect(marks).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "refuses two faces, no face and a pose not held, marking nothing",
    async () => {
      const me = await t().member();
      await addPhoto(t(), me, await portraitOf("woman"));
      const attempt = async (frames: (poses: SelfiePose[]) => Promise<Buffer[]>) => {
        const { id, poses } = await draw(me);
        const res = await send(me, id, await frames(poses));
        expect(res.status).toBe(200);
        return (await res.json()) as SelfieResult;
      };
      const two = await attempt(async (poses) => [
        await twoFacesFrame(),
        ...(await framesFor("woman", poses.slice(1))),
      ]);
      expect(two).toMatchObject({ passed: false, failure: "several_faces" });
      expect(two.message).toBe(
        "There was more than one face in the 1st pose. Do the check on your own.",
      );

      const none = await attempt(async (poses) => [
        ...(await framesFor("man", poses.slice(0, 2))),
        await emptyFrame(),
      ]);
      expect(none).toMatchObject({ passed: false, failure: "no_face" });
      expect(none.message).toContain("3rd pose");

      // The poses held in the wrong order: the first frame holds the second pose.
      const wrong = await attempt((poses) => framesFor("man", [poses[1]!, poses[0]!, poses[2]!]));
      expect(wrong).toMatchObject({ passed: false, failure: "pose" });
      expect(wrong.message).toMatch(/^1st pose not held: "/);

      const stats = await t().request("/api/profile/verification", { as: me });
      expect(((await stats.json()) as SelfieStatus).attemptsLeft).toBe(0);
      expect(await t().db.select().from(photoVerifications)).toEqual([]);
      expect((await checksOf(me)).every((c) => !c.passed && c.descriptor === null)).toBe(true);
    },
    SLOW,
  );

  it(
    "marks nothing when the selfie is another person's face",
    async () => {
      const me = await t().member();
      await addPhoto(t(), me, await portraitOf("woman"));
      const result = await verify(me, "man");
      expect(result).toMatchObject({
        passed: false,
        failure: "no_match",
        message: "Your photo didn't match your selfie, so it isn't marked verified.",
      });
      expect(result.photos).toEqual([expect.objectContaining({ position: 1, verified: false })]);
      const [check] = await checksOf(me);
      // A failed check keeps no descriptor to check later photos against.
      expect(check).toMatchObject({ passed: false, failure: "no_match", descriptor: null });
      expect(check!.descriptorHash).toMatch(/^[0-9a-f]{64}$/);
    },
    SLOW,
  );

  it(
    "answers a challenge once, within two minutes, and only its member's",
    async () => {
      const me = await t().member();
      const stranger = await t().member();
      await addPhoto(t(), me, await portraitOf("man"));
      const { id, poses } = await draw(me);
      const frames = await framesFor("man", poses);
      expect((await send(stranger, id, frames)).status).toBe(404);
      expect((await send(me, id, frames)).status).toBe(200);
      const again = await send(me, id, frames);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).error.message).toBe(
        "This selfie check was already sent. Start a new one.",
      );

      t().clock.set(new Date(Date.now()));
      const late = await draw(me);
      t().clock.set(new Date(Date.now() + 121_000));
      const expired = await send(me, late.id, await framesFor("man", late.poses));
      expect(expired.status).toBe(410);
      expect((await errorOf(expired)).error.message).toBe(
        "The poses must be done within 2 minutes. Start a new check.",
      );
      // Neither refusal counted as an attempt.
      expect(await checksOf(me)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "allows three checks a day, then says when the next one opens",
    async () => {
      const me = await t().member();
      await addPhoto(t(), me, await portraitOf("man"));
      const start = new Date("2026-11-29T10:00:00Z");
      for (let i = 0; i < SELFIE_ATTEMPTS_PER_DAY; i++) {
        t().clock.set(new Date(start.getTime() + i * 3_600_000));
        const { id } = await draw(me);
        // Empty frames: a quick failure, still an attempt.
        const frames = await Promise.all([emptyFrame(), emptyFrame(), emptyFrame()]);
        expect((await send(me, id, frames)).status).toBe(200);
      }
      t().clock.set(new Date(start.getTime() + 3 * 3_600_000));
      const refused = await challenge(me);
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).error.message).toBe(
        "You've tried 3 selfie checks in the last 24 hours. You can try again in 21 hours.",
      );
      const status = (await (
        await t().request("/api/profile/verification", { as: me })
      ).json()) as SelfieStatus;
      expect(status).toMatchObject({
        attemptsLeft: 0,
        nextAttemptAt: "2026-11-30T10:00:00.000Z",
      });
      t().clock.set(new Date(start.getTime() + 24 * 3_600_000 + 1000));
      expect((await challenge(me)).status).toBe(201);
    },
    SLOW,
  );

  it(
    "puts a member who failed three checks in a day on hold, with a case for a moderator",
    async () => {
      const me = await t().member();
      await addPhoto(t(), me, await portraitOf("woman"));
      for (let i = 0; i < 2; i++) await verify(me, "man");
      expect(
        await t().db.select().from(moderationCases).where(eq(moderationCases.memberId, me.id)),
      ).toEqual([]);
      expect((await verify(me, "man")).passed).toBe(false);
      const [opened] = await t()
        .db.select()
        .from(moderationCases)
        .where(eq(moderationCases.memberId, me.id));
      expect(opened).toMatchObject({ status: "open", hold: "selfie" });
    },
    SLOW * 2,
  );

  it(
    "checks a new photo against the kept selfie, until the selfie's 30 days are over",
    async () => {
      const me = await t().member();
      await addPhoto(t(), me, await portraitOf("man"));
      const start = new Date("2026-11-29T10:00:00Z");
      t().clock.set(start);
      expect((await verify(me)).passed).toBe(true);

      t().clock.set(new Date(start.getTime() + 86_400_000));
      const added = await addPhoto(t(), me, await portraitOf("man"));
      expect(added.map((p) => p.verified)).toEqual([true, true]);
      const woman = await addPhoto(t(), me, await portraitOf("woman"));
      expect(woman.map((p) => p.verified)).toEqual([true, true, false]);

      t().clock.set(new Date(start.getTime() + (SELFIE_DESCRIPTOR_DAYS + 1) * 86_400_000));
      const late = await addPhoto(t(), me, await portraitOf("man"));
      expect(late.at(-1)!.verified).toBe(false);
      const status = (await (
        await t().request("/api/profile/verification", { as: me })
      ).json()) as SelfieStatus;
      expect(status).toMatchObject({ keptUntil: null, lastPassedAt: start.toISOString() });
    },
    SLOW,
  );

  it("asks for a photo before drawing a challenge", async () => {
    const me = await t().member();
    const res = await challenge(me);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe(
      "Add a photo of your face first: the selfie is checked against your photos.",
    );
  });
});
