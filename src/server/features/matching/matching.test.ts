import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DECLINE_UNDO_SECONDS } from "#shared/constants";
import type { AcceptResponse, SuggestionsResponse } from "#shared/schemas/matching";
import { openLive } from "#tests/support/live-stream";
import { suggest } from "#tests/support/matching-factories";
import { errorOf, useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import {
  blocks,
  certifications,
  clubs,
  friendEntries,
  matches,
  matchSuggestions,
  pairingSuggestions,
} from "../../db/schema";

const t = useTestApp();

async function suggestions(as: Awaited<ReturnType<ReturnType<typeof t>["member"]>>) {
  const res = await t().request("/api/matching/suggestions", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as SuggestionsResponse).groups;
}

const accept = (as: Awaited<ReturnType<ReturnType<typeof t>["member"]>>, candidateId: string) =>
  t().request(`/api/matching/candidates/${candidateId}/accept`, { method: "POST", as });
const decline = (as: Awaited<ReturnType<ReturnType<typeof t>["member"]>>, candidateId: string) =>
  t().request(`/api/matching/candidates/${candidateId}/decline`, { method: "POST", as });

const undo = (as: Awaited<ReturnType<ReturnType<typeof t>["member"]>>, candidateId: string) =>
  t().request(`/api/matching/candidates/${candidateId}/undo-decline`, { method: "POST", as });

async function matchCount() {
  const [row] = await t()
    .db.select({ n: sql<number>`count(*)::int` })
    .from(matches);
  return row!.n;
}

describe("Match for You", () => {
  it("groups pending suggestions by candidate, with who suggested and why, and the candidate's public profile", async () => {
    const me = await t().member({ name: "Nora Vance" });
    const ada = await t().member({
      name: "Ada Brennan",
      age: 30,
      pronouns: "she/her",
      sexuality: "lesbian",
      neighborhood: "Park Slope",
      bio: "Terrariums.",
      hobbies: ["a", "b", "c", "d", "e", "f"],
    });
    const ben = await t().member({ name: "Ben Whitaker" });
    const sam = await t().member({ name: "Sam Okafor" });
    const kai = await t().member({ name: "Kai Nakamura" });
    await t()
      .db.insert(clubs)
      .values([
        { id: "chess", name: "Chess Club", description: "", position: 1 },
        { id: "wine", name: "Wine Club", description: "", position: 2 },
        { id: "vinyl", name: "Vinyl Club", description: "", position: 3 },
      ]);
    await t()
      .db.insert(certifications)
      .values(
        ["chess", "wine", "vinyl"].map((clubId, i) => ({
          profileId: ada.id,
          clubId,
          passed: true,
          score: 100,
          certifiedAt: new Date(Date.UTC(2026, 0, i + 1)),
        })),
      );
    await suggest(t(), {
      target: me,
      candidate: ada,
      suggester: sam,
      reason: "Both love plants.",
      tags: ["outdoors"],
    });
    await suggest(t(), { target: me, candidate: ada, suggester: kai, reason: "Same humour." });
    await suggest(t(), {
      target: me,
      candidate: ben,
      suggester: sam,
      tags: ["suggested_by:Ben's sister Ruth", "books"],
    });
    await suggest(t(), { target: ben, candidate: ada, suggester: sam }); // someone else's

    const groups = await suggestions(me);
    expect(groups).toHaveLength(2);
    const adaGroup = groups.find((g) => g.candidate.id === ada.id)!;
    expect(adaGroup.candidate).toMatchObject({
      name: "Ada Brennan",
      age: 30,
      pronouns: "she/her",
      sexuality: "lesbian",
      neighborhood: "Park Slope",
      bio: "Terrariums.",
      certifications: ["Chess Club", "Wine Club"],
    });
    expect(adaGroup.candidate.hobbies).toEqual(["a", "b", "c", "d", "e"]);
    expect(adaGroup.suggestions.map((s) => [s.suggestedBy, s.reason]).sort()).toEqual([
      ["Kai Nakamura", "Same humour."],
      ["Sam Okafor", "Both love plants."],
    ]);
    const benGroup = groups.find((g) => g.candidate.id === ben.id)!;
    expect(benGroup.suggestions[0]).toMatchObject({
      suggestedBy: "Ben's sister Ruth",
      tags: ["books"],
    });
    expect(JSON.stringify(groups)).not.toMatch(/@example\.com/);
  });

  it("accepts all of a candidate's suggestions together and creates exactly one match", async () => {
    const me = await t().member({ name: "Nora Vance" });
    const ada = await t().member({ name: "Ada Brennan" });
    const [s1, s2] = [await t().member(), await t().member()];
    await suggest(t(), { target: me, candidate: ada, suggester: s1 });
    await suggest(t(), { target: me, candidate: ada, suggester: s2, candidateSaidYes: false });

    const res = await accept(me, ada.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AcceptResponse;
    expect(body.partner).toEqual({ id: ada.id, name: "Ada Brennan", mainPhoto: null });

    const statuses = await t()
      .db.select({ status: matchSuggestions.status })
      .from(matchSuggestions)
      .where(eq(matchSuggestions.targetId, me.id));
    expect(statuses.map((s) => s.status)).toEqual(["accepted", "accepted"]);
    // Ada's suggestions of me are settled by the match too.
    const reverse = await t()
      .db.select({ status: matchSuggestions.status })
      .from(matchSuggestions)
      .where(eq(matchSuggestions.targetId, ada.id));
    expect(reverse.map((s) => s.status)).toEqual(["accepted", "accepted"]);
    expect(await matchCount()).toBe(1);
    expect(await suggestions(me)).toEqual([]);
    expect(await suggestions(ada)).toEqual([]);

    // The same request again answers the same match and makes no other.
    const again = await accept(me, ada.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as AcceptResponse).matchId).toBe(body.matchId);
    expect(await matchCount()).toBe(1);
  });

  it("declines all of a candidate's suggestions, and a decided suggestion can't be decided again", async () => {
    const me = await t().member();
    const ada = await t().member();
    const sam = await t().member();
    await suggest(t(), { target: me, candidate: ada, suggester: sam });
    await suggest(t(), { target: me, candidate: ada, suggester: await t().member() });
    expect((await decline(me, ada.id)).status).toBe(200);
    const rows = await t()
      .db.select({ status: matchSuggestions.status })
      .from(matchSuggestions)
      .where(eq(matchSuggestions.targetId, me.id));
    expect(rows.map((r) => r.status)).toEqual(["declined", "declined"]);
    // Ada's card of me goes with it, though she said yes: a match needs both.
    expect(await suggestions(ada)).toEqual([]);
    expect((await decline(me, ada.id)).status).toBe(404);
    const res = await accept(me, ada.id);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.message).toBe("Suggestion not found");
    expect(await matchCount()).toBe(0);
  });

  it("undoes a decline within the undo window only, and only the member's own", async () => {
    const me = await t().member();
    const ada = await t().member();
    const other = await t().member();
    await suggest(t(), { target: me, candidate: ada, suggester: await t().member() });
    await suggest(t(), { target: me, candidate: ada, suggester: await t().member() });
    await suggest(t(), { target: other, candidate: ada, suggester: me });
    const start = new Date("2026-11-01T12:00:00Z");
    t().clock.set(start);

    expect((await decline(me, ada.id)).status).toBe(200);
    expect((await decline(other, ada.id)).status).toBe(200);
    expect(await suggestions(me)).toEqual([]);
    t().clock.set(new Date(start.getTime() + (DECLINE_UNDO_SECONDS - 1) * 1000));
    expect((await undo(me, ada.id)).status).toBe(200);
    const [group] = await suggestions(me);
    expect(group!.suggestions).toHaveLength(2);
    // Another member's decline is not this member's to undo.
    expect(await suggestions(other)).toEqual([]);

    // Declined again, and the window passes: it stays declined.
    expect((await decline(me, ada.id)).status).toBe(200);
    t().clock.set(new Date(start.getTime() + (2 * DECLINE_UNDO_SECONDS + 1) * 1000));
    const late = await undo(me, ada.id);
    expect(late.status).toBe(422);
    expect((await errorOf(late)).error.message).toBe("That decline can no longer be undone");
    expect(await suggestions(me)).toEqual([]);
    expect((await undo(me, "no-such-member")).status).toBe(422);
  });

  it("tells the member's other open tabs of a decline; the candidate's card just goes, no one named", async () => {
    const me = await t().member();
    const ada = await t().member();
    await suggest(t(), { target: me, candidate: ada, suggester: await t().member() });
    const otherTab = await openLive(t(), me);
    const adaHeard: unknown[] = [];
    const stop = t().deps.hub.subscribe(ada.id, (e) => adaHeard.push(e));
    try {
      expect((await decline(me, ada.id)).status).toBe(200);
      await otherTab.next((e) => e.type === "suggestion.decided");
      expect(await suggestions(me)).toEqual([]);
      expect(await suggestions(ada)).toEqual([]);
      // The same bare event any answer sends: nothing says who decided or how.
      expect(adaHeard).toEqual([{ type: "suggestion.decided", to: [me.id, ada.id] }]);
    } finally {
      stop();
      await otherTab.close();
    }
  });

  it("shows and acts only on suggestions targeted at the member (404 otherwise)", async () => {
    const me = await t().member();
    const other = await t().member();
    const ada = await t().member();
    await suggest(t(), { target: other, candidate: ada, suggester: me });
    expect(await suggestions(me)).toEqual([]);
    expect((await accept(me, ada.id)).status).toBe(404);
    expect((await decline(me, ada.id)).status).toBe(404);
    expect((await accept(me, "no-such-member")).status).toBe(404);
    expect((await t().request(`/api/matching/suggestions`)).status).toBe(401);
    const [row] = await t().db.select().from(matchSuggestions);
    expect(row!.status).toBe("pending");
  });

  it("hides and refuses suggestions of a member either side blocked", async () => {
    const me = await t().member();
    const ada = await t().member();
    await suggest(t(), { target: me, candidate: ada, suggester: await t().member() });
    await t().db.insert(blocks).values({ blockerId: ada.id, blockedId: me.id });
    expect(await suggestions(me)).toEqual([]);
    expect((await accept(me, ada.id)).status).toBe(404);
    expect(await matchCount()).toBe(0);
  });

  it("marks the approved pairing of the two as matched when their match starts", async () => {
    const me = await t().member();
    const ada = await t().member();
    const v = await t().member();
    const x = await t().member();
    const [fa] = await t()
      .db.insert(friendEntries)
      .values({
        ownerId: v.id,
        linkedProfileId: me.id,
        name: "Me",
        gender: "she/her",
        sexuality: "queer",
      })
      .returning();
    const [fb] = await t()
      .db.insert(friendEntries)
      .values({
        ownerId: x.id,
        linkedProfileId: ada.id,
        name: "Ada",
        gender: "she/her",
        sexuality: "queer",
      })
      .returning();
    const [pairing] = await t()
      .db.insert(pairingSuggestions)
      .values({
        suggesterId: v.id,
        suggesterFriendId: fa!.id,
        targetId: x.id,
        targetFriendId: fb!.id,
        reason: "Yes",
        status: "approved",
      })
      .returning();
    await suggest(t(), { target: me, candidate: ada, suggester: v });
    expect((await accept(me, ada.id)).status).toBe(200);
    const [after] = await t()
      .db.select()
      .from(pairingSuggestions)
      .where(eq(pairingSuggestions.id, pairing!.id));
    expect(after!.status).toBe("matched");
  });
});

// PGlite runs one statement at a time: concurrent accepts can only race on PostgreSQL.
describe.runIf(isPostgres)("accepting at the same moment", () => {
  it("makes one match when both members accept each other at once, on two processes", async () => {
    const other = await t().sibling();
    try {
      const me = await t().member();
      const ada = await t().member();
      const s = await t().member();
      // Neither has said yes: both say it at the same moment (and one of them twice).
      await suggest(t(), { target: me, candidate: ada, suggester: s, candidateSaidYes: false });
      const results = await Promise.all([
        accept(me, ada.id),
        other.request(`/api/matching/candidates/${me.id}/accept`, { method: "POST", as: ada }),
        accept(me, ada.id),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const ids = await Promise.all(
        results.map(async (r) => ((await r.json()) as AcceptResponse).matchId),
      );
      // The first yes waits (null) unless it came last; the second starts the one match.
      const [match] = await t().db.select({ id: matches.id }).from(matches);
      expect(await matchCount()).toBe(1);
      expect(ids.filter((id) => id !== null).every((id) => id === match!.id)).toBe(true);
      expect(ids.filter((id) => id === match!.id).length).toBeGreaterThanOrEqual(1);
      const pending = await t()
        .db.select()
        .from(matchSuggestions)
        .where(and(eq(matchSuggestions.status, "pending")));
      expect(pending).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("makes one match from twenty simultaneous accepts", async () => {
    const me = await t().member();
    const ada = await t().member();
    await suggest(t(), { target: me, candidate: ada, suggester: await t().member() });
    const results = await Promise.all(Array.from({ length: 20 }, () => accept(me, ada.id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await matchCount()).toBe(1);
  });
});
