import { photoSrc } from "#shared/constants";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "#shared/constants";
import type { PhotosResponse } from "#shared/schemas/photos";
import type { MemberProfileView } from "#shared/schemas/profile";
import { friendEntries, photoFiles, photos, profileUnlocks, reports } from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { match, suggest } from "#tests/support/matching-factories";
import { addPhoto, phoneJpeg, uploadPhoto } from "#tests/support/photos";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { setPhotoStatus } from ".";
import { DECODE_TURNS, decodeTurns } from "./decode-turns";

const t = useTestApp();

const get = (path: string, as: TestMember, headers: Record<string, string> = {}) =>
  t().request(path, { as, headers });

async function rowsOf(member: TestMember) {
  const rows = await t().db.select().from(photos).where(eq(photos.ownerId, member.id));
  const files = await t().db.select({ id: photoFiles.photoId }).from(photoFiles);
  return { rows, files: files.length };
}

async function image(path: string, as: TestMember) {
  const res = await get(path, as);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("uploading a photo", () => {
  it("keeps three WebP sizes with no metadata left, and a placeholder", async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(2000, 1500);
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString("latin1")).toContain("Vouchphone");
    expect(before.exif?.toString("latin1")).toContain("Robin Vale");

    const [photo] = await addPhoto(t(), me, jpeg);
    expect(photo).toMatchObject({ width: 1080, height: 810 });
    expect(photo!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(photo!.placeholder, "base64").length).toBeGreaterThan(5);
    const widths = { small: 160, medium: 480, large: 1080 };
    for (const [size, width] of Object.entries(widths)) {
      const src = photoSrc(photo!.id, size as keyof typeof widths);
      expect(src).toBe(`/api/photos/${photo!.id}/${size}`);
      const bytes = await image(src, me);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const text = bytes.toString("latin1");
      for (const secret of ["Vouchphone", "Secret Model", "Robin Vale", "GPS", "Exif"])
        expect(text).not.toContain(secret);
    }
  });

  it("turns a photo upright from its orientation tag before resizing", async () => {
    const me = await t().member();
    // Stored 1200×900 with orientation 6 (rotate 90° clockwise): upright it is 900×1200.
    const jpeg = await phoneJpeg(1200, 900, { orientation: 6 });
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const [photo] = await addPhoto(t(), me, jpeg);
    expect(photo).toMatchObject({ width: 810, height: 1080 });
    const { data, info } = await sharp(await image(photoSrc(photo!.id, "medium"), me))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([360, 480]);
    // The stored image's top (red) turned clockwise is now on the right; blue on the left.
    const pixel = (x: number, y: number) =>
      data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    expect(pixel(info.width - 10, info.height / 2)[0]).toBeGreaterThan(150);
    expect(pixel(10, info.height / 2)[2]).toBeGreaterThan(150);
  });

  it("lists the member's photos in order, the first being their main photo everywhere", async () => {
    const me = await t().member();
    const first = await addPhoto(t(), me);
    const both = await addPhoto(t(), me);
    expect(both.map((p) => p.id)).toEqual([first[0]!.id, both[1]!.id]);
    const listed = (await (await get("/api/profile/photos", me)).json()) as PhotosResponse;
    expect(listed.photos).toEqual(both.map((photo) => ({ ...photo, waiting: false })));
    const profile = (await (await get("/api/profile", me)).json()) as {
      profile: { mainPhoto: unknown };
    };
    expect(profile.profile.mainPhoto).toEqual(both[0]);
    const session = (await (await get("/api/session", me)).json()) as {
      user: { mainPhoto: unknown };
    };
    expect(session.user.mainPhoto).toEqual(both[0]);
  });

  const refusals: [string, () => Promise<Buffer | string>, number, RegExp][] = [
    ["a text file named .jpg", async () => "just some words, not a photo", 415, /isn't a photo/],
    [
      "a truncated JPEG",
      async () => (await phoneJpeg(400, 300)).subarray(0, 300),
      415,
      /isn't a photo/,
    ],
    [
      "a decompression bomb (a tiny PNG of 100 megapixels)",
      () =>
        sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      413,
      /too large to process/,
    ],
    [
      "a 49-megapixel progressive JPEG, by its header, before decoding it",
      () =>
        sharp({ create: { width: 8_100, height: 6_050, channels: 3, background: "#8a6" } })
          .jpeg({ progressive: true })
          .toBuffer(),
      413,
      /That image is too large to process \(over 40 megapixels\)/,
    ],
  ];
  for (const [what, make, status, message] of refusals) {
    it(`refuses ${what} with a clear ${status} and stores nothing`, async () => {
      const me = await t().member();
      const res = await uploadPhoto(t(), me, await make());
      expect(res.status).toBe(status);
      expect((await errorOf(res)).error.message).toMatch(message);
      expect(await rowsOf(me)).toEqual({ rows: [], files: 0 });
    });
  }

  it("refuses a file over 15 MB, by its Content-Length before reading it, and stores nothing", async () => {
    const me = await t().member();
    const res = await uploadPhoto(t(), me, Buffer.alloc(PHOTO_MAX_BYTES + 1024, 1));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error.message).toMatch(/over 15 MB/);
    expect(await rowsOf(me)).toEqual({ rows: [], files: 0 });
  });

  it("refuses a body that grows past the limit without a Content-Length", async () => {
    const me = await t().member();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 20) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t().app.request("/api/profile/photos", {
      method: "POST",
      headers: { cookie: me.cookie, "content-type": "multipart/form-data; boundary=x" },
      body,
      // @ts-expect-error Node's fetch needs it for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(await rowsOf(me)).toEqual({ rows: [], files: 0 });
  });

  it("refuses a request without a file, or not sent as a form", async () => {
    const me = await t().member();
    const noFile = await uploadPhoto(t(), me, "x", { field: "other" });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).error.message).toMatch(/Choose one photo/);
    const json = await t().request("/api/profile/photos", { as: me, json: { photo: "x" } });
    expect(json.status).toBe(415);
  });

  it("refuses a form of many parts at once, and takes the photo with a field beside it", async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(200, 150);
    const post = (form: FormData) =>
      t().app.request("/api/profile/photos", {
        method: "POST",
        headers: { cookie: me.cookie },
        body: form,
      });
    const crowded = new FormData();
    crowded.append("photo", new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }));
    for (let i = 0; i < 100_000; i++) crowded.append("x", "");
    const refused = await post(crowded);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).error.message).toBe(
      "The upload has too many parts: send the photo alone, in a form of at most 4 parts.",
    );
    expect(await rowsOf(me)).toEqual({ rows: [], files: 0 });

    const withFields = new FormData();
    withFields.append(
      "photo",
      new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }),
    );
    for (let i = 0; i < 3; i++) withFields.append(`field${i}`, "x");
    expect((await post(withFields)).status).toBe(201);
  });

  it(`refuses a ${PHOTOS_MAX + 1}th photo and stores nothing more`, async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(200, 150);
    for (let i = 0; i < PHOTOS_MAX; i++) await addPhoto(t(), me, jpeg);
    const res = await uploadPhoto(t(), me, jpeg);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toMatch(/at most 6 photos/);
    const { rows, files } = await rowsOf(me);
    expect([rows.length, files]).toEqual([PHOTOS_MAX, PHOTOS_MAX * 3]);
  });
});

describe("at once", () => {
  it(`decodes ${DECODE_TURNS.running} photos at once, queues ${DECODE_TURNS.waiting}, and asks the next to come back`, async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(200, 150);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const busy = Array.from({ length: DECODE_TURNS.running + DECODE_TURNS.waiting }, () =>
      decodeTurns.take(() => held),
    );
    try {
      const refused = await uploadPhoto(t(), me, jpeg);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(refused)).error.message).toBe(
        "Lots of photos are being added right now. Try again in a few seconds.",
      );
    } finally {
      release();
      await Promise.all(busy);
    }
    expect((await uploadPhoto(t(), me, jpeg)).status).toBe(201);
  });

  it(`keeps at most ${PHOTOS_MAX} when uploads race`, async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(200, 150);
    for (let i = 0; i < PHOTOS_MAX - 2; i++) await addPhoto(t(), me, jpeg);
    const answers = await Promise.all([1, 2, 3, 4].map(() => uploadPhoto(t(), me, jpeg)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 422, 422]);
    const { rows, files } = await rowsOf(me);
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(files).toBe(PHOTOS_MAX * 3);
  });
});

describe("order and delete", () => {
  it("reorders with exactly the member's ids, and refuses anything else", async () => {
    const me = await t().member();
    const other = await t().member();
    const [theirs] = await addPhoto(t(), other);
    await addPhoto(t(), me);
    await addPhoto(t(), me);
    const three = await addPhoto(t(), me);
    const ids = three.map((p) => p.id);
    const put = (body: unknown) =>
      t().request("/api/profile/photos/order", { as: me, method: "PUT", json: body });

    const res = await put({ ids: [ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    const reordered = ((await res.json()) as PhotosResponse).photos.map((p) => p.id);
    expect(reordered).toEqual([ids[2], ids[0], ids[1]]);

    for (const wrong of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], theirs!.id],
      [...ids, theirs!.id],
    ]) {
      const refused = await put({ ids: wrong });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).error.message).toMatch(/every one of your photos/);
    }
    const after = (await (await get("/api/profile/photos", me)).json()) as PhotosResponse;
    expect(after.photos.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("deletes a photo and its files; the next becomes the main one; another's is a 404", async () => {
    const me = await t().member();
    const other = await t().member();
    const [theirs] = await addPhoto(t(), other);
    await addPhoto(t(), me);
    const two = await addPhoto(t(), me);
    const res = await t().request(`/api/profile/photos/${two[0]!.id}`, {
      as: me,
      method: "DELETE",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PhotosResponse).photos).toEqual([{ ...two[1], waiting: false }]);
    expect((await get(photoSrc(two[0]!.id, "small"), me)).status).toBe(404);
    const { rows, files } = await rowsOf(me);
    expect(rows.map((r) => [r.id, r.position])).toEqual([[two[1]!.id, 0]]);
    expect(files).toBe(6); // theirs and my remaining one
    const notMine = await t().request(`/api/profile/photos/${theirs!.id}`, {
      as: me,
      method: "DELETE",
    });
    expect(notMine.status).toBe(404);
    expect((await rowsOf(other)).rows).toHaveLength(1);
  });
});

describe("who may see a photo", () => {
  async function owner() {
    const member = await t().member({ name: "Ada Owner" });
    const [photo] = await addPhoto(t(), member);
    return { member, photo: photo! };
  }

  it("the owner, an active match, a member it is suggested to, who unlocked it, whose circle lists them", async () => {
    const { member, photo } = await owner();
    expect((await get(photoSrc(photo.id, "small"), member)).status).toBe(200);

    const matched = await t().member();
    await match(t(), matched, member);
    const suggestedTo = await t().member();
    await suggest(t(), { target: suggestedTo, candidate: member, suggester: matched });
    const unlocker = await t().member();
    await t().db.insert(profileUnlocks).values({ viewerId: unlocker.id, unlockedId: member.id });
    const friend = await t().member();
    await t().db.insert(friendEntries).values({
      ownerId: friend.id,
      name: "Ada",
      gender: "she/her",
      sexuality: "straight",
      linkedProfileId: member.id,
    });
    for (const viewer of [matched, suggestedTo, unlocker, friend]) {
      const res = await get(photoSrc(photo.id, "medium"), viewer);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      const gallery = (await (
        await get(`/api/members/${member.id}/profile`, viewer)
      ).json()) as MemberProfileView;
      expect(gallery.photos).toEqual([photo]);
    }
  });

  it("not a stranger: 404 as for an unknown id, for the image and the profile view", async () => {
    const { member, photo } = await owner();
    const stranger = await t().member();
    const res = await get(photoSrc(photo.id, "large"), stranger);
    expect(res.status).toBe(404);
    const unknown = await get(`/api/photos/${"A".repeat(22)}/large`, stranger);
    expect(unknown.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: (await unknown.json()).error });
    expect((await get(`/api/members/${member.id}/profile`, stranger)).status).toBe(404);
    expect((await get(`/api/members/${stranger.id}/profile`, member)).status).toBe(404);
    expect((await get(`/api/members/${member.id}/profile`, member)).status).toBe(200);
    expect((await get(`/api/photos/${photo.id}/huge`, stranger)).status).toBe(404);
  });

  it("never across a block, either way, and never once the match ended", async () => {
    const { member, photo } = await owner();
    const blocker = await t().member();
    const blocked = await t().member();
    const row1 = await match(t(), blocker, member);
    await match(t(), blocked, member);
    expect((await get(photoSrc(photo.id, "small"), blocker)).status).toBe(200);
    expect(
      (await t().request("/api/safety/blocks", { as: blocker, json: { memberId: member.id } }))
        .status,
    ).toBe(200);
    expect(
      (await t().request("/api/safety/blocks", { as: member, json: { memberId: blocked.id } }))
        .status,
    ).toBe(200);
    expect((await get(photoSrc(photo.id, "small"), blocker)).status).toBe(404);
    expect((await get(photoSrc(photo.id, "small"), blocked)).status).toBe(404);
    void row1;

    const exMatch = await t().member();
    const m = await match(t(), exMatch, member);
    expect((await get(photoSrc(photo.id, "small"), exMatch)).status).toBe(200);
    expect(
      (await t().request("/api/safety/unmatches", { as: exMatch, json: { matchId: m.id } })).status,
    ).toBe(200);
    expect((await get(photoSrc(photo.id, "small"), exMatch)).status).toBe(404);
  });

  it("never after the owner deleted their account: rows and files go", async () => {
    const { member, photo } = await owner();
    const matched = await t().member();
    await match(t(), matched, member);
    await t().db.update(photos).set({ status: "approved" });
    const res = await t().request("/api/account/delete", { as: member, json: { password: "x" } });
    // A member made without a password confirms with a fresh session instead.
    expect([200, 204]).toContain(res.status);
    expect((await get(photoSrc(photo.id, "small"), matched)).status).toBe(404);
    expect(await rowsOf(member)).toEqual({ rows: [], files: 0 });
  });

  it("a removed photo disappears everywhere at once, for the owner too", async () => {
    const { member, photo } = await owner();
    const matched = await t().member();
    await match(t(), matched, member);
    const conversations = async () =>
      (
        (await (await get("/api/chat/conversations", matched)).json()) as {
          conversations: { partner: { mainPhoto: unknown } }[];
        }
      ).conversations[0]!.partner.mainPhoto;
    expect(await conversations()).toEqual(photo);
    await t().db.transaction((tx) =>
      setPhotoStatus(tx, { photoId: photo.id, status: "removed", now: new Date() }),
    );
    expect(await conversations()).toBeNull();
    expect((await get(photoSrc(photo.id, "small"), matched)).status).toBe(404);
    expect((await get(photoSrc(photo.id, "small"), member)).status).toBe(404);
    expect(
      ((await (await get("/api/profile/photos", member)).json()) as PhotosResponse).photos,
    ).toEqual([]);
  });

  it("answers a repeat with 304 by its ETag", async () => {
    const { member, photo } = await owner();
    const first = await get(photoSrc(photo.id, "small"), member);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await get(photoSrc(photo.id, "small"), member, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
    // The check comes first: a stranger with the ETag still gets a 404.
    const stranger = await t().member();
    expect(
      (await get(photoSrc(photo.id, "small"), stranger, { "if-none-match": etag })).status,
    ).toBe(404);
  });
});

describe("reporting a photo", () => {
  it("files a report about the photo and its owner; one they may not see is a 404", async () => {
    const owner = await t().member({ name: "Ada Owner" });
    const [photo] = await addPhoto(t(), owner);
    const matched = await t().member();
    await match(t(), matched, owner);
    const report = (as: TestMember, photoId: string) =>
      t().request("/api/safety/reports", {
        as,
        json: { target: { kind: "photo", photoId }, reason: "fake", details: "Not them." },
      });
    const res = await report(matched, photo!.id);
    expect(res.status).toBe(201);
    const [row] = await t().db.select().from(reports);
    expect(row).toMatchObject({
      reporterId: matched.id,
      targetPhotoId: photo!.id,
      targetProfileId: owner.id,
      reason: "fake",
    });

    const stranger = await t().member();
    expect((await report(stranger, photo!.id)).status).toBe(404);
    expect((await report(owner, photo!.id)).status).toBe(404);
    expect((await report(matched, "B".repeat(22))).status).toBe(404);
    const malformed = await report(matched, "not-a-photo");
    expect(malformed.status).toBe(400);
    expect(await t().db.select().from(reports)).toHaveLength(1);
  });
});

describe("the data export", () => {
  it("lists the member's own photos with links that answer only them", async () => {
    const me = await t().member();
    const [photo] = await addPhoto(t(), me);
    const res = await get("/api/account/data", me);
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      photos: { id: string; status: string; links: Record<string, string> }[];
    };
    expect(data.photos).toEqual([
      expect.objectContaining({ id: photo!.id, status: "approved", width: 400, height: 300 }),
    ]);
    expect((data.photos[0] as unknown as { screeningScore: number }).screeningScore).toBeLessThan(
      0.35,
    );
    const link = new URL(data.photos[0]!.links.large!);
    expect(link.pathname).toBe(photoSrc(photo!.id, "large"));
    expect((await get(link.pathname, me)).status).toBe(200);
    expect((await get(link.pathname, await t().member())).status).toBe(404);
  });
});

describe("live", () => {
  it("tells a match's screens when the member adds or deletes a photo", async () => {
    const me = await t().member();
    const partner = await t().member();
    await match(t(), me, partner);
    const live = await openLive(t(), partner);
    try {
      const [photo] = await addPhoto(t(), me);
      await live.next((e) => e.type === "photos.changed");
      await t().request(`/api/profile/photos/${photo!.id}`, { as: me, method: "DELETE" });
      await live.next((e) => e.type === "photos.changed");
    } finally {
      await live.close();
    }
  });

  it("tells a member asked to confirm they are in someone's circle when that face changes", async () => {
    const me = await t().member();
    const asked = await t().member();
    await t().db.insert(friendEntries).values({
      ownerId: me.id,
      name: "Asked",
      gender: "she/her",
      sexuality: "straight",
      invitedProfileId: asked.id,
    });
    const live = await openLive(t(), asked);
    try {
      await addPhoto(t(), me);
      await live.next((e) => e.type === "photos.changed");
    } finally {
      await live.close();
    }
  });
});
