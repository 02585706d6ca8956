import { beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "#tests/support/test-app";
import { fillPath, label, NOT_PROBED, readOperations } from "#tests/support/openapi-operations";
import { send } from "#tests/support/probe";
import { AUTH_LIMITED } from "../../src/server/http/openapi";

/**
 * Every write a member can repeat is limited (docs/decisions/0031): each operation of
 * /api/openapi.json that writes (not a GET) and needs a session (a signed-out request gets 401)
 * documents its 429 (`tooManyWritesResponse`, which comes with the limit itself), or is listed
 * here with the reason it needs none. A new member route with neither fails this test.
 * src/server/http/write-limits.test.ts proves each limit refuses, says why and writes nothing.
 */
const NEEDS_NO_LIMIT: Record<string, string> = {
  "POST /api/account/delete":
    "ends the account: once; its password checks count in the auth limits",
  "POST /api/account/google/link": "proves the password once: counted by the auth limits",
  "POST /api/account/complete-profile": "once: a new Google member's missing profile",
  "POST /api/account/password": "checks the current password: counted by the auth limits",
  "POST /api/circle": "onboarding's circle: once (refused when the member has one)",
  "POST /api/circle/invitations/{friendId}/confirm": "answers an invitation once: it is gone after",
  "POST /api/circle/invitations/{friendId}/decline": "answers an invitation once: it is gone after",
  "DELETE /api/circle/friends/{id}/invite-link":
    "the member's own link, once: each needs a new link, and creating them is limited",
  "POST /api/matching/candidates/{candidateId}/accept": "once per suggestion made to the member",
  "POST /api/matching/candidates/{candidateId}/decline": "once per suggestion made to the member",
  "POST /api/matching/candidates/{candidateId}/undo-decline":
    "once per decline, within seconds of it",
  "POST /api/pairing/unlocks": "costs hearts",
  "POST /api/pairing/suggestions": "a few free a day, then each costs hearts",
  "POST /api/pairing/suggestions/{id}/approve": "once per suggestion",
  "POST /api/pairing/suggestions/{id}/decline": "once per suggestion",
  "POST /api/pairing/direct-matches": "costs hearts",
  "POST /api/pairing/self-suggestions": "costs hearts",
  "POST /api/clubs/{clubId}/attempts": "a few attempts per club per New York day already",
  "POST /api/clubs/attempts/{attemptId}/answers": "once per attempt",
  "POST /api/safety/unmatches": "ends a match once",
  "DELETE /api/profile/photos/{photoId}":
    "the member's own photo, once: each needs an upload before it, and uploads are limited",
  "POST /api/safety/date-shares/{shareId}/home-safe":
    "once per plan: pressing it again changes nothing and tells no one",
  "POST /api/safety/date-shares/{shareId}/stop": "once per plan: a stopped plan is over",
  "POST /api/account/warnings/{warningId}/acknowledgement":
    "once per warning a moderator gave: acknowledging again changes nothing and tells no one",
};

let app: TestApp;
const memberWrites: { op: string; limited: boolean }[] = [];

beforeAll(async () => {
  app = await TestApp.create();
  const doc = (await (await app.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const operations = (await readOperations(app)).filter(
    (op) => op.method !== "GET" && !NOT_PROBED[label(op)],
  );
  for (const op of operations) {
    const signedOut = await send(app, { method: op.method, path: fillPath(op, {}) });
    if (signedOut.status !== 401) continue;
    const responses = doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
    // A write limit's 429, not the sign-in limits' (AUTH_LIMITED) that some share.
    const tooMany = responses["429"] as { description?: string } | undefined;
    memberWrites.push({
      op: label(op),
      limited: tooMany !== undefined && tooMany.description !== AUTH_LIMITED,
    });
  }
  await app.close();
}, 120_000);

describe("member writes", () => {
  it("are found in the OpenAPI document", () => {
    expect(memberWrites.length).toBeGreaterThan(30);
  });

  it("are each limited, or listed with the reason they need no limit", () => {
    const neither = memberWrites.filter((w) => !w.limited && !NEEDS_NO_LIMIT[w.op]);
    expect(neither.map((w) => w.op)).toEqual([]);
  });

  it("are never both limited and listed as needing none", () => {
    const both = memberWrites.filter((w) => w.limited && NEEDS_NO_LIMIT[w.op]);
    expect(both.map((w) => w.op)).toEqual([]);
  });

  it("name no operation in the list that is gone or needs no session", () => {
    const known = new Set(memberWrites.map((w) => w.op));
    expect(Object.keys(NEEDS_NO_LIMIT).filter((op) => !known.has(op))).toEqual([]);
  });

  it("include the first ones limited: reports, date shares, invitations, check-in codes, messages", () => {
    const limited = memberWrites.filter((w) => w.limited).map((w) => w.op);
    expect(limited).toEqual(
      expect.arrayContaining([
        "POST /api/safety/reports",
        "POST /api/safety/date-shares",
        "POST /api/circle/friends",
        "PATCH /api/circle/friends/{id}",
        "POST /api/circle/friends/{id}/invite-link",
        "POST /api/events/{id}/check-in",
        "POST /api/chat/conversations/{matchId}/messages",
      ]),
    );
  });

  it("include profile edits and pause, mutes, friends, RSVPs, blocks again, top-ups, invite links accepted", () => {
    const limited = memberWrites.filter((w) => w.limited).map((w) => w.op);
    expect(limited).toEqual(
      expect.arrayContaining([
        "PATCH /api/profile",
        "POST /api/safety/mutes",
        "DELETE /api/safety/mutes/{matchId}",
        "POST /api/circle/friends",
        "PATCH /api/circle/friends/{id}",
        "DELETE /api/circle/friends/{id}",
        "POST /api/events/{id}/rsvp",
        "DELETE /api/events/{id}/rsvp",
        "POST /api/events/{id}/waitlist",
        "DELETE /api/events/{id}/waitlist",
        "POST /api/events/{id}/pair/confirm",
        "POST /api/events/{id}/pair/decline",
        "POST /api/safety/blocks",
        "POST /api/hearts/top-up",
        "POST /api/circle/invite-link/accept",
      ]),
    );
  });
});
