import { INTERESTS_MAX, PROMPTS_MAX } from "#shared/constants";
import { INTERESTS, PROFILE_PROMPTS, type Interest } from "#shared/options";
import type { PromptAnswer } from "#shared/schemas/profile-fields";

// Demo members' interests and prompt answers, from their hobbies and neighbourhood: every demo
// member's differ from every other's (a test holds the 30 to it).

const cap = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

const ANSWERS: Record<
  (typeof PROFILE_PROMPTS)[number]["id"],
  (h: string[], place: string) => string
> = {
  "perfect-friday": ([a], place) => `${cap(a!)} after work, then dinner somewhere new in ${place}.`,
  "friends-say": ([, b]) => `Loyal, curious and always up for ${b}.`,
  "green-flag": ([a]) => `Someone who asks a second question. Bonus points for ${a}.`,
  "first-date": ([, b], place) => `A walk through ${place}, ending wherever the ${b} is.`,
  "hidden-gem": ([a], place) => `A tiny ${a} spot near ${place} I won't name here.`,
  "cant-stop": ([, b]) => `${cap(b!)}. Ask me once and you'll hear plenty.`,
  sunday: ([a, b]) => `${cap(a!)} in the morning, ${b} in the afternoon.`,
  learning: ([, b], place) => `Getting better at ${b}, one ${place} evening at a time.`,
  "best-meal": ([a], place) => `Something late in ${place} after a long day of ${a}.`,
  together: ([a]) => `You like ${a}, or will let me tell you about it.`,
  unpopular: ([, b]) => `${cap(b!)} is better in winter.`,
  proudest: ([a]) => `Sticking with ${a} for five years.`,
  travel: ([, b]) => `A week of ${b} that reset everything.`,
  soundtrack: ([a], place) => `Anything that fits a ${a} mood on the way through ${place}.`,
};

/** Up to PROMPTS_MAX answers (two or three), chosen by the member's place in the demo. */
export function demoPrompts(i: number, hobbies: string[], place: string): PromptAnswer[] {
  const count = 2 + (i % 2);
  const chosen = new Set<number>();
  for (let k = 0; chosen.size < Math.min(count, PROMPTS_MAX); k++) {
    chosen.add((i * 5 + k * 3) % PROFILE_PROMPTS.length);
  }
  const h = [hobbies[0] ?? "coffee", hobbies[1] ?? hobbies[0] ?? "music"];
  return [...chosen].map((index) => {
    const prompt = PROFILE_PROMPTS[index]!.id;
    return { prompt, answer: ANSWERS[prompt](h, place) };
  });
}

/** Their hobbies that are catalogue interests, then a few more: three to six (or their hobbies'). */
export function demoInterests(i: number, hobbies: string[]): Interest[] {
  const count = Math.min(INTERESTS_MAX, 3 + (i % 4));
  const chosen = new Set<Interest>(
    hobbies.filter((h): h is Interest => (INTERESTS as readonly string[]).includes(h)),
  );
  // Two picked by the member's place, a pair no other demo member's first 30 share.
  chosen.add(INTERESTS[i % INTERESTS.length]!);
  chosen.add(INTERESTS[(i * 5 + 3) % (INTERESTS.length - 1)]!);
  for (let k = 0; chosen.size < count; k++) {
    chosen.add(INTERESTS[(i * 7 + k * 11) % INTERESTS.length]!);
  }
  return [...chosen].slice(0, INTERESTS_MAX);
}
