import { describe, expect, it } from "vitest";
import { INTERESTS_MAX, PROMPT_ANSWER_MAX, PROMPTS_MAX } from "#shared/constants";
import { INTERESTS, PROFILE_PROMPTS } from "#shared/options";
import type { ProfileResponse } from "#shared/schemas/profile";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();

const patch = (as: TestMember, json: unknown) =>
  t().request("/api/profile", { method: "PATCH", json, as });

async function own(as: TestMember) {
  return ((await (await t().request("/api/profile", { as })).json()) as ProfileResponse).profile;
}

const prompts = [
  { prompt: "perfect-friday", answer: "  Oysters, then a late film at the IFC.  " },
  { prompt: "green-flag", answer: "Remembers the name of my dog." },
] as const;

describe("prompts and interests on /profile", () => {
  it("saves up to three answers and eight interests, trimmed, in the member's order", async () => {
    const me = await t().member();
    expect(await own(me)).toMatchObject({ prompts: [], interests: [] });
    const res = await patch(me, { prompts, interests: ["music", "food", "film"] });
    expect(res.status).toBe(200);
    expect(await own(me)).toMatchObject({
      prompts: [
        { prompt: "perfect-friday", answer: "Oysters, then a late film at the IFC." },
        { prompt: "green-flag", answer: "Remembers the name of my dog." },
      ],
      interests: ["music", "food", "film"],
    });
    // Clearing them is a save too.
    expect((await patch(me, { prompts: [], interests: [] })).status).toBe(200);
    expect(await own(me)).toMatchObject({ prompts: [], interests: [] });
  });

  it("refuses too many, repeats, unknown ones and long answers, changing nothing", async () => {
    const me = await t().member();
    await patch(me, { prompts, interests: ["art"] });
    const cases: [unknown, string, RegExp][] = [
      [
        {
          prompts: PROFILE_PROMPTS.slice(0, PROMPTS_MAX + 1).map((p) => ({
            prompt: p.id,
            answer: "Yes.",
          })),
        },
        "prompts",
        new RegExp(`at most ${PROMPTS_MAX} prompts`),
      ],
      [
        { prompts: [prompts[0], { ...prompts[0], answer: "Again." }] },
        "prompts",
        /each prompt once/,
      ],
      [{ prompts: [{ prompt: "made-up", answer: "Hi." }] }, "prompts.0.prompt", /from the list/],
      [
        { prompts: [{ prompt: "sunday", answer: "x".repeat(PROMPT_ANSWER_MAX + 1) }] },
        "prompts.0.answer",
        new RegExp(`at most ${PROMPT_ANSWER_MAX} characters`),
      ],
      [{ prompts: [{ prompt: "sunday", answer: "   " }] }, "prompts.0.answer", /Write an answer/],
      [
        { interests: INTERESTS.slice(0, INTERESTS_MAX + 1) },
        "interests",
        new RegExp(`at most ${INTERESTS_MAX} interests`),
      ],
      [{ interests: ["art", "art"] }, "interests", /each interest once/],
      [{ interests: ["skydiving"] }, "interests.0", /from the list/],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await errorOf(res);
      expect(error.fields?.[field] ?? "", JSON.stringify(error)).toMatch(message);
    }
    expect(await own(me)).toMatchObject({
      prompts: [
        { prompt: "perfect-friday", answer: "Oysters, then a late film at the IFC." },
        { prompt: "green-flag" },
      ],
      interests: ["art"],
    });
  });
});
