import { photoSrc } from "#shared/constants";
import { PHOTO_REFUSED_TEXT } from "#shared/texts";
import type { PhotosResponse } from "#shared/schemas/photos";
import type { Queue } from "#shared/schemas/moderation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoFiles, photos } from "../../db/schema";
import { match } from "#tests/support/matching-factories";
import { moderationKit } from "#tests/support/moderation-kit";
import { uploadPhoto } from "#tests/support/photos";
import { clearFaceJpeg, doubtfulJpeg, explicitJpeg } from "#tests/support/screening-images";
import { errorOf, TestApp, useTestApp, type TestMember } from "#tests/support/test-app";
import { createLogger } from "../../process/logger";
import { SCREEN_DOUBTFUL, SCREEN_REFUSED, screenPhoto } from "./screening";

// Through the real model (loaded once per test process, in its thread): the first upload here
// waits for the load, ~7 s on this machine.
const t = useTestApp();
const { moderator } = moderationKit(t);

const get = (path: string, as: TestMember) => t().request(path, { as });

async function upload(member: TestMember, bytes: Buffer) {
  const res = await uploadPhoto(t(), member, bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as PhotosResponse).photos;
}

const scoreOf = async (photoId: string) =>
  (await t().db.select({ s: photos.nsfwScore }).from(photos).where(eq(photos.id, photoId)))[0]!.s;

async function queue(as: TestMember): Promise<Queue> {
  const res = await get("/api/moderation/cases", as);
  expect(res.status).toBe(200);
  return (await res.json()) as Queue;
}

/** What a match sees of `owner`: their main photo on the conversation, and the image itself. */
async function seenByMatch(viewer: TestMember, photoId: string) {
  const res = await get("/api/chat/conversations", viewer);
  const body = (await res.json()) as { conversations: { partner: { mainPhoto: unknown } }[] };
  const image = await get(photoSrc(photoId, "small"), viewer);
  return { mainPhoto: body.conversations[0]!.partner.mainPhoto, image: image.status };
}

describe("screening a new photo", () => {
  it("shows an ordinary photo to others at once, and keeps it out of the moderation queue", async () => {
    const me = await t().member();
    const matched = await t().member();
    await match(t(), matched, me);
    const [photo] = await upload(me, await clearFaceJpeg());
    expect(photo!.waiting).toBe(false);
    expect(await scoreOf(photo!.id)).toBeLessThan(SCREEN_DOUBTFUL);
    expect(await seenByMatch(matched, photo!.id)).toEqual({
      mainPhoto: {
        id: photo!.id,
        placeholder: photo!.placeholder,
        width: 800,
        height: 564,
        verified: false,
      },
      image: 200,
    });
    const mod = await moderator();
    expect((await queue(mod)).photos.map((p) => p.photo.id)).not.toContain(photo!.id);
  });

  it("hides a doubtful photo from others until a moderator approves it; its owner sees it waiting", async () => {
    const me = await t().member({ name: "Dana Held" });
    const matched = await t().member();
    await match(t(), matched, me);
    const [photo] = await upload(me, await doubtfulJpeg());
    expect(photo!.waiting).toBe(true);
    const score = await scoreOf(photo!.id);
    expect(score).toBeGreaterThanOrEqual(SCREEN_DOUBTFUL);
    expect(score).toBeLessThan(SCREEN_REFUSED);

    // The owner: in their photos, served to them, their own main photo.
    expect((await get(photoSrc(photo!.id, "small"), me)).status).toBe(200);
    const own = (await (await get("/api/profile/photos", me)).json()) as PhotosResponse;
    expect(own.photos).toEqual([photo]);
    // Anyone else: as if there were no photo.
    expect(await seenByMatch(matched, photo!.id)).toEqual({ mainPhoto: null, image: 404 });
    const profile = await get(`/api/members/${me.id}/profile`, matched);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).not.toContain(photo!.id);

    // The queue lists it with its score; the moderator (alone) can look at it.
    const mod = await moderator();
    const held = (await queue(mod)).photos.find((p) => p.photo.id === photo!.id);
    expect(held).toMatchObject({ member: { id: me.id, name: "Dana Held" } });
    expect(held!.score).toBeCloseTo(score!, 2);
    expect((await get(`/api/moderation/photos/${photo!.id}/medium`, mod)).status).toBe(200);
    expect((await get(`/api/moderation/photos/${photo!.id}/medium`, matched)).status).toBe(404);

    const approve = (as: TestMember) =>
      t().request(`/api/moderation/photos/${photo!.id}/review`, {
        as,
        json: { decision: "approve" },
      });
    const approved = await approve(mod);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as Queue).photos.map((p) => p.photo.id)).not.toContain(
      photo!.id,
    );
    expect(await seenByMatch(matched, photo!.id)).toMatchObject({
      mainPhoto: { id: photo!.id },
      image: 200,
    });
    const after = (await (await get("/api/profile/photos", me)).json()) as PhotosResponse;
    expect(after.photos).toEqual([{ ...photo, waiting: false }]);
    // A second moderator's late decision changes nothing.
    const late = await approve(await moderator("Late Moderator"));
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ error: { code: "already_decided" } });
    // And the held photo's own address is for waiting photos only.
    expect((await get(`/api/moderation/photos/${photo!.id}/medium`, mod)).status).toBe(404);
  });

  it("removes a doubtful photo a moderator refuses: it is gone for its owner too", async () => {
    const me = await t().member();
    const [photo] = await upload(me, await doubtfulJpeg());
    const mod = await moderator();
    const res = await t().request(`/api/moderation/photos/${photo!.id}/review`, {
      as: mod,
      json: { decision: "remove" },
    });
    expect(res.status).toBe(200);
    expect((await get(photoSrc(photo!.id, "small"), me)).status).toBe(404);
    const own = (await (await get("/api/profile/photos", me)).json()) as PhotosResponse;
    expect(own.photos).toEqual([]);
  });

  it("refuses an explicit photo with a clear message and stores nothing", async () => {
    const me = await t().member();
    const filesBefore = (await t().db.select({ id: photoFiles.photoId }).from(photoFiles)).length;
    const res = await uploadPhoto(t(), me, await explicitJpeg());
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      error: { code: "photo_refused", message: PHOTO_REFUSED_TEXT },
    });
    expect(await t().db.select().from(photos).where(eq(photos.ownerId, me.id))).toEqual([]);
    expect((await t().db.select({ id: photoFiles.photoId }).from(photoFiles)).length).toBe(
      filesBefore,
    );
  });
});

describe("without the model", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.create({ PHOTO_SCREENING: "off" });
  });
  afterAll(() => app?.close());

  it("keeps the photo but holds it for a moderator, hidden from others, and never crashes", async () => {
    const me = await app.member();
    const matched = await app.member();
    await match(app, matched, me);
    const res = await uploadPhoto(app, me, await clearFaceJpeg());
    expect(res.status).toBe(201);
    const [photo] = ((await res.json()) as PhotosResponse).photos;
    expect(photo!.waiting).toBe(true);
    expect((await app.request(photoSrc(photo!.id, "small"), { as: matched })).status).toBe(404);
    const [row] = await app.db.select().from(photos).where(eq(photos.id, photo!.id));
    expect(row).toMatchObject({ status: "pending", nsfwScore: null });
    const mod = await moderationKit(() => app).moderator();
    const listed = (await (
      await app.request("/api/moderation/cases", { as: mod })
    ).json()) as Queue;
    expect(listed.photos).toEqual([expect.objectContaining({ score: null })]);
  });

  it("says so in the log", async () => {
    const lines: string[] = [];
    const logger = createLogger("warn", {
      write: (line: string) => void lines.push(line),
      dropped: () => 0,
    });
    const screening = await screenPhoto({ logger, enabled: false }, new Uint8Array(224 * 224 * 3));
    expect(screening).toEqual({ verdict: "unscreened", score: null });
    expect(lines.join("")).toContain("photo not screened: it waits for a moderator");
  });
});
