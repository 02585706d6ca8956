import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hiddenCharactersMessage } from "#shared/schemas/text";
import { errorOf, signUpBody, type TestMember, useTestApp } from "#tests/support/test-app";

const t = useTestApp();

/** What a text shouldn't hide, by what it does. */
const HIDDEN = {
  "a right-to-left override (U+202E)": "Eve\u202Eevil",
  "a left-to-right isolate (U+2066)": "Eve\u2066x",
  "a zero-width space (U+200B)": "Eve\u200Blyn",
  "a byte order mark (U+FEFF)": "Eve\uFEFFlyn",
  "a bell (U+0007)": "Eve\u0007lyn",
  "an escape (U+001B)": "Eve\u001b[31m",
  "a C1 control (U+0085)": "Eve\u0085lyn",
};
/** What a one-line field refuses besides: a line break of any kind, a tab. */
const LINE_BREAKS = {
  "a lone CR": "Eve\rSUMMARY:x",
  "a LF": "Eve\nlyn",
  "a CRLF": "Eve\r\nlyn",
  "a tab": "Eve\tlyn",
  "a line separator (U+2028)": "Eve\u2028lyn",
};

interface Field {
  where: string;
  /** The form's label, which the message names. */
  label: string;
  field: string;
  oneLine: boolean;
  send: (member: TestMember, value: string) => Promise<Response>;
}

const FIELDS: Field[] = [
  ...(["name", "pronouns", "occupation", "bio"] as const).map((field) => ({
    where: "signing up",
    label: { name: "Full name", pronouns: "Pronouns", occupation: "Occupation", bio: "Bio" }[field],
    field,
    oneLine: field !== "bio",
    send: (_: TestMember, value: string) =>
      t().request("/api/account/sign-up", { json: signUpBody({ [field]: value }) }),
  })),
  ...(["pronouns", "occupation", "bio"] as const).map((field) => ({
    where: "editing the profile",
    label: { pronouns: "Pronouns", occupation: "Occupation", bio: "Bio" }[field],
    field,
    oneLine: field !== "bio",
    send: (member: TestMember, value: string) =>
      t().request("/api/profile", { as: member, method: "PATCH", json: { [field]: value } }),
  })),
  ...(["name", "gender", "bio"] as const).map((field) => ({
    where: "adding a circle friend (an invitation's name)",
    label: { name: "Name", gender: "Gender/pronouns", bio: "Bio" }[field],
    field,
    oneLine: field !== "bio",
    send: (member: TestMember, value: string) =>
      t().request("/api/circle/friends", {
        as: member,
        json: { name: "Jordan Ellis", gender: "he/him", sexuality: "gay", [field]: value },
      }),
  })),
  {
    where: "suggesting a match",
    label: "The reason",
    field: "reason",
    oneLine: false,
    send: (member, value) =>
      t().request("/api/pairing/suggestions", {
        as: member,
        json: { myFriendId: randomUUID(), theirFriendId: randomUUID(), reason: value },
      }),
  },
  {
    where: "reporting",
    label: "Details",
    field: "details",
    oneLine: false,
    send: (member, value) =>
      t().request("/api/safety/reports", {
        as: member,
        json: {
          target: { kind: "member", memberId: randomUUID() },
          reason: "spam",
          details: value,
        },
      }),
  },
  {
    where: "sending a chat message",
    label: "A message",
    field: "text",
    oneLine: false,
    send: (member, value) =>
      t().request(`/api/chat/conversations/${randomUUID()}/messages`, {
        as: member,
        json: { text: value },
      }),
  },
  {
    where: "sharing a date",
    label: "Where",
    field: "place",
    oneLine: true,
    send: (member, value) =>
      t().request("/api/safety/date-shares", {
        as: member,
        json: {
          matchId: randomUUID(),
          place: value,
          startsAt: "2026-12-04T19:00:00.000Z",
          friendIds: [randomUUID()],
        },
      }),
  },
];

describe("names and short texts", () => {
  for (const { where, label, field, oneLine, send } of FIELDS) {
    const refused = oneLine ? { ...HIDDEN, ...LINE_BREAKS } : HIDDEN;
    it(`refuse hidden characters in ${label} when ${where}, with a field error`, async () => {
      const member = await t().member();
      for (const [what, value] of Object.entries(refused)) {
        const res = await send(member, value);
        expect(res.status, what).toBe(400);
        expect((await errorOf(res)).error.fields?.[field], what).toBe(
          hiddenCharactersMessage(label),
        );
      }
    });
  }

  it("accept what only looks unusual: accents, emoji joined by a zero-width joiner, Persian, a flag", async () => {
    const member = await t().member();
    for (const value of ["Zoë Ó Briain", "👩‍💻 at night", "می‌خواهم", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 fan"]) {
      const res = await t().request("/api/profile", {
        as: member,
        method: "PATCH",
        json: { occupation: value },
      });
      expect(res.status, value).toBe(200);
    }
    expect(
      (await t().request("/api/account/sign-up", { json: signUpBody({ bio: "Two\nlines" }) }))
        .status,
    ).toBe(201);
  });

  it("changes nothing when refused", async () => {
    const member = await t().member({ occupation: "Cartographer" });
    await t().request("/api/profile", {
      as: member,
      method: "PATCH",
      json: { occupation: "Carto\u202Erehparg" },
    });
    const profile = (await (await t().request("/api/profile", { as: member })).json()) as {
      occupation?: string;
      profile?: { occupation: string };
    };
    expect(JSON.stringify(profile)).toContain("Cartographer");
    expect(JSON.stringify(profile)).not.toContain("\u202E");
  });
});

describe("mail-encoded text in names", () => {
  const ENCODED = "=?utf-8?q?Bcc=3A_evil=40example=2Ecom?=";
  it("is refused in a name, which a mail subject may quote, with a field error", async () => {
    const member = await t().member();
    const signUp = await t().request("/api/account/sign-up", {
      json: signUpBody({ name: `${ENCODED} Smith` }),
    });
    expect(signUp.status).toBe(400);
    expect((await errorOf(signUp)).error.fields?.name).toBe(
      "Full name can't contain mail-encoded text like =?utf-8?q?…?=",
    );
    const friend = await t().request("/api/circle/friends", {
      as: member,
      json: { name: `=?UTF-8?B?QmNjOiBldmls?=`, gender: "he/him", sexuality: "gay" },
    });
    expect(friend.status).toBe(400);
    expect((await errorOf(friend)).error.fields?.name).toBe(
      "Name can't contain mail-encoded text like =?utf-8?q?…?=",
    );
  });

  it("is not mistaken in a name that only has an equals sign or a question mark", async () => {
    const res = await t().request("/api/account/sign-up", {
      json: signUpBody({ name: "Jo = Jo? Smith" }),
    });
    expect(res.status).toBe(201);
  });
});
