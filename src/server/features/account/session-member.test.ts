import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos, profiles } from "../../db/schema";
import { grantRole, revokeRole } from "../staff";
import { addPhoto } from "#tests/support/photos";
import { useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";

const t = useTestApp();

/** What /api/session says of the member, and how many statements it took to say it. */
async function sessionOf(member: Awaited<ReturnType<ReturnType<typeof t>["signUp"]>>) {
  const seen: string[] = [];
  const stop = t().database.observeQueries((text) => seen.push(text));
  try {
    const res = await t().request("/api/session", { as: member });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as {
      user: { name: string; username: string; heartsBalance: number } | null;
    };
    return { user, statements: seen.length };
  } finally {
    stop();
  }
}

describe("the member /api/session shows", () => {
  it("is kept between reads on PGlite: a repeat read sends no statement", async () => {
    const member = await t().signUp();
    await sessionOf(member);
    const repeat = await sessionOf(member);
    expect(repeat.user?.name).toBe(member.name);
    expect(repeat.statements).toBe(isPostgres ? 1 : 0);
  });

  it("shows a new username, a change of balance and a deletion at once, whatever code path wrote it", async () => {
    const member = await t().signUp();
    await sessionOf(member);

    const renamed = await t().request("/api/profile", {
      method: "PATCH",
      as: member,
      json: { username: "gracehopper" },
    });
    expect(renamed.status).toBe(200);
    expect((await sessionOf(member)).user?.username).toBe("gracehopper");

    await t().db.update(profiles).set({ heartsBalance: 7 }).where(eq(profiles.id, member.id));
    expect((await sessionOf(member)).user?.heartsBalance).toBe(7);

    await t().db.transaction(async (tx) => {
      await tx.update(profiles).set({ heartsBalance: 9 }).where(eq(profiles.id, member.id));
    });
    expect((await sessionOf(member)).user?.heartsBalance).toBe(9);

    await t().db.delete(profiles).where(eq(profiles.id, member.id));
    expect((await sessionOf(member)).user).toBeNull();
  });

  it("says at once when the member is given a staff role, and when they lose it", async () => {
    const member = await t().signUp();
    const roles = async () =>
      (
        (await (await t().request("/api/session", { as: member })).json()) as {
          user: { roles: string[] };
        }
      ).user.roles;
    expect(await roles()).toEqual([]);
    const grant = { memberId: member.id, actorId: null, now: new Date() };
    await grantRole(t().db, { ...grant, role: "moderator" });
    await grantRole(t().db, { ...grant, role: "host" });
    expect(await roles()).toEqual(["host", "moderator"]);
    await revokeRole(t().db, { ...grant, role: "moderator" });
    expect(await roles()).toEqual(["host"]);
  });

  it("shows the member's main photo at once however it changes, a moderator's removal included", async () => {
    const member = await t().signUp();
    const mainPhoto = async () =>
      (
        (await (await t().request("/api/session", { as: member })).json()) as {
          user: { mainPhoto: { id: string } | null };
        }
      ).user.mainPhoto;
    expect(await mainPhoto()).toBeNull();
    const [photo] = await addPhoto(t(), member);
    expect((await mainPhoto())?.id).toBe(photo!.id);
    // Written straight to the table, as no route of the member's would: the summary follows.
    await t().db.update(photos).set({ status: "removed" }).where(eq(photos.id, photo!.id));
    expect(await mainPhoto()).toBeNull();
  });
});
