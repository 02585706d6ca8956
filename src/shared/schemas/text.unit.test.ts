import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signUpSchema } from "./account";
import { friendSchema } from "./circle";
import { reasonSchema } from "./pairing";
import { profileUpdateSchema } from "./profile";
import { reportSchema, shareDateSchema } from "./safety";
import { hiddenCharactersMessage } from "./text";

const valid = {
  signUp: {
    email: "robin@example.com",
    password: "lantern orchard 1987",
    name: "Robin Vale",
    age: 29,
    pronouns: "they/them",
    sexuality: "queer",
    neighborhood: "Chelsea",
  },
  friend: { name: "Jordan Ellis", gender: "he/him", sexuality: "gay" },
  report: { target: { kind: "nothing" }, reason: "spam", details: "Sent links" },
  share: {
    matchId: "4b6f2a53-58c4-4c3e-9a7e-0d5b7c1e2f3a",
    place: "Via Carota",
    startsAt: "2026-12-04T19:00:00.000Z",
    friendIds: ["4b6f2a53-58c4-4c3e-9a7e-0d5b7c1e2f3b"],
  },
};

/** Each name or short text, by the form label its message names; multi-line ones allow breaks. */
const FIELDS = [
  {
    label: "Full name",
    oneLine: true,
    parse: (v: string) => signUpSchema.safeParse({ ...valid.signUp, name: v }),
  },
  {
    label: "Pronouns",
    oneLine: true,
    parse: (v: string) => profileUpdateSchema.safeParse({ pronouns: v }),
  },
  {
    label: "Occupation",
    oneLine: true,
    parse: (v: string) => profileUpdateSchema.safeParse({ occupation: v }),
  },
  { label: "Bio", oneLine: false, parse: (v: string) => profileUpdateSchema.safeParse({ bio: v }) },
  {
    label: "Name",
    oneLine: true,
    parse: (v: string) => friendSchema.safeParse({ ...valid.friend, name: v }),
  },
  {
    label: "Gender/pronouns",
    oneLine: true,
    parse: (v: string) => friendSchema.safeParse({ ...valid.friend, gender: v }),
  },
  {
    label: "Bio",
    oneLine: false,
    parse: (v: string) => friendSchema.safeParse({ ...valid.friend, bio: v }),
  },
  { label: "The reason", oneLine: false, parse: (v: string) => reasonSchema.safeParse(v) },
  {
    label: "Details",
    oneLine: false,
    parse: (v: string) => reportSchema.safeParse({ ...valid.report, details: v }),
  },
  {
    label: "Where",
    oneLine: true,
    parse: (v: string) => shareDateSchema.safeParse({ ...valid.share, place: v }),
  },
];

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

/** Characters that show nothing themselves but change what is around them. */
const hidden = fc
  .constantFrom(
    ...[0x00, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x7f, 0x85, 0x9b, 0xad, 0x061c, 0x180e],
    ...[0x200b, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e],
    ...[0x2060, 0x2061, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff, 0xfff9, 0xe0001],
  )
  .map((code) => String.fromCodePoint(code));
const lineBreak = fc.constantFrom("\r", "\n", "\r\n", "\t", "\u2028", "\u2029");

/** Visible text: letters of several scripts, digits, punctuation, emoji, spaces inside. */
const visible = fc
  .array(
    fc.constantFrom(
      ..."abcXYZ019 .,'-éñøßçÅ".split(""),
      "Ж",
      "ع",
      "ש",
      "中",
      "한",
      "👩‍💻",
      "👍🏽",
      "❤️",
      "🇺🇸",
      "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
      "می‌خواهم",
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((chars) => `A${chars.join("")}z`)
  // Short enough for every field (pronouns: 30) with a break between two of them.
  .filter((text) => text.length <= 14);

describe("every name and short text", () => {
  it.each(FIELDS)(
    "$label refuses a hidden character inside it, naming the field",
    ({ label, parse }) => {
      fc.assert(
        fc.property(visible, hidden, fc.nat(), (text, char, at) => {
          // Inside the text: at either end, spaces and controls alike are trimmed away.
          const i = 1 + (at % (text.length - 1));
          const messages = messagesOf(parse(text.slice(0, i) + char + text.slice(i)));
          expect(messages).toContain(hiddenCharactersMessage(label));
        }),
      );
    },
  );

  it.each(FIELDS)(
    "$label takes a line break only if it may have several lines",
    ({ label, oneLine, parse }) => {
      fc.assert(
        fc.property(visible, lineBreak, visible, (before, br, after) => {
          const messages = messagesOf(parse(`${before}${br}${after}`));
          const separator = br === "\u2028" || br === "\u2029";
          expect(messages.includes(hiddenCharactersMessage(label))).toBe(oneLine || separator);
        }),
      );
    },
  );

  it.each(FIELDS)(
    "$label accepts visible text of any script, emoji joined or flagged",
    ({ label, parse }) => {
      fc.assert(
        fc.property(visible, (text) => {
          expect(messagesOf(parse(text))).not.toContain(hiddenCharactersMessage(label));
        }),
      );
    },
  );
});
