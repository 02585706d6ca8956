import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Queue } from "#shared/schemas/moderation";
import { DAY_MS } from "#shared/constants";
import { moderationCases, profiles } from "../../db/schema";
import { linkFriend } from "#tests/support/circle-factories";
import { moderationKit } from "#tests/support/moderation-kit";
import { signUpBody, useTestApp, type TestMember } from "#tests/support/test-app";

// One proxy in front: X-Forwarded-For names the address a sign-up came from.
const t = useTestApp({ TRUST_PROXY: "1" });
const { moderator } = moderationKit(t);

/** A member who joined `days` ago with three linked friends of their own: full standing. */
async function established(name: string, days: number, more: { addressHash?: string } = {}) {
  const member = await t().member({
    name,
    createdAt: new Date(Date.now() - days * DAY_MS),
    signupAddressHash: more.addressHash ?? null,
  });
  for (const friend of ["F1", "F2", "F3"])
    await linkFriend(t(), member, await t().member({ name: friend }));
  return member;
}

async function report(as: TestMember, member: TestMember) {
  const res = await t().request("/api/safety/reports", {
    as,
    json: {
      target: { kind: "member", memberId: member.id },
      reason: "harassment",
      details: "Keeps messaging me after I said no.",
    },
  });
  expect(res.status).toBe(201);
}

async function caseOf(member: TestMember) {
  const mod = await moderator();
  const res = await t().request("/api/moderation/cases", { as: mod });
  const { cases } = (await res.json()) as Queue;
  return cases.find((c) => c.member.id === member.id)!;
}

const held = async (member: TestMember) =>
  (await t().db.select().from(moderationCases).where(eq(moderationCases.memberId, member.id)))[0]
    ?.hold ?? null;

describe("the reports tripwire counts independent reporters", () => {
  it("four accounts linked to each other, 30 days old, don't put a member on hold", async () => {
    const victim = await t().member({ name: "Vi Victim" });
    const ring: TestMember[] = [];
    for (const [i, name] of ["R1", "R2", "R3", "R4"].entries())
      ring.push(
        await t().member({ name, createdAt: new Date(Date.now() - (31 + i * 5) * DAY_MS) }),
      );
    // Each lists the three others: three linked friends apiece, so each alone is established.
    for (const a of ring) for (const b of ring) if (a !== b) await linkFriend(t(), a, b);
    for (const member of ring.slice(0, 3)) await report(member, victim);
    expect(await held(victim)).toBeNull();
    await report(ring[3]!, victim);
    expect(await held(victim)).toBeNull();
    expect(await caseOf(victim)).toMatchObject({ hold: null, reports: 4 });
  });

  it("counts accounts made from one address, or within a day of each other, as one", async () => {
    const victim = await t().member();
    await report(await established("Same1", 90, { addressHash: "one-address" }), victim);
    await report(await established("Same2", 60, { addressHash: "one-address" }), victim);
    await report(await established("Day1", 40), victim);
    await report(await established("Day2", 40.5), victim);
    expect(await held(victim)).toBeNull();
    // A third independent one: joined on its own day from its own address.
    await report(await established("Own", 200), victim);
    expect(await held(victim)).toBe("reports");
  });

  it("counts a member's repeated reports once per case", async () => {
    const victim = await t().member({ name: "Rex Reported" });
    const ada = await established("Ada", 90);
    for (let i = 0; i < 5; i++) await report(ada, victim);
    await report(await established("Bea", 60), victim);
    expect(await caseOf(victim)).toMatchObject({ hold: null, reports: 2 });
    expect(await held(victim)).toBeNull();
  });
});

describe("the sign-up address", () => {
  const signUp = (address: string) =>
    t().request("/api/account/sign-up", {
      json: signUpBody(),
      headers: { "x-forwarded-for": address },
    });
  const hashOf = async (res: Response) => {
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string } };
    const [row] = await t()
      .db.select({ hash: profiles.signupAddressHash })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    return row!.hash;
  };

  it("is kept as a keyed hash, the same for one address (an IPv6 /64), never the address", async () => {
    const first = await hashOf(await signUp("203.0.113.7"));
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(first).not.toContain("203.0.113");
    expect(await hashOf(await signUp("203.0.113.7"))).toBe(first);
    expect(await hashOf(await signUp("198.51.100.9"))).not.toBe(first);
    const v6 = await hashOf(await signUp("2001:db8:1:2::a"));
    expect(await hashOf(await signUp("2001:db8:1:2:ffff::1"))).toBe(v6);
  });
});
