import { FRIEND_PROMPT_IDS, type FriendPromptId } from "#shared/options";

/*
 * What demo friends write about demo members: a trait and a closing line make each endorsement,
 * a prompt and a variant each friend's answer, picked so that no two of a 30-member demo are
 * alike. `h` is one of the member's hobbies, `hood` their neighbourhood.
 */

const TRAITS = [
  "remembers the name of every barista in the neighbourhood",
  "shows up early with snacks for everyone",
  "is the calmest person in any crisis I've seen",
  "texts back, always, even after the long voice notes",
  "plans the best birthday surprises in our group",
  "laughs loudest at their own terrible puns",
  "will walk you home across half the city",
  "listens like nothing else matters",
  "keeps every promise, including the small ones",
  "makes strangers feel like old friends within minutes",
  "helped me move apartments three times and never complained",
  "gives the most honest advice I've ever had",
  "turns an ordinary Tuesday into a small adventure",
  "knows when to talk and when to just bring soup",
  "is kind to waiters, dogs and anxious friends alike",
  "cheers louder for your wins than for their own",
];

const CLOSERS: ((h: string, hood: string) => string)[] = [
  (h) => `Ask about ${h} and you'll get an hour of joy.`,
  (_h, hood) => `Whoever dates them gets the best guide to ${hood}.`,
  (h) => `Lucky the person who gets dragged into ${h} with them.`,
  () => "I've known them for years and I'd vouch twice.",
  (_h, hood) => `${hood} is better because they live there.`,
  (h) => `They'll get you into ${h} whether you planned to or not.`,
  () => "Honestly, a catch.",
  () => "Date them and you gain a whole circle of friends too.",
];

const ANSWERS: Record<FriendPromptId, ((h: string, hood: string) => string)[]> = {
  "friends-know": [
    (h) => `That the ${h} talk is a love language: let it happen.`,
    () => "They cry at every wedding, including strangers' ones in the park.",
    (_h, hood) => `Every good bakery in ${hood}, ranked, with reasons.`,
    () => "They are far funnier on the second date than on the first.",
    () => "They keep a list of places to take the people they love.",
  ],
  "always-the-one": [
    () => "…who books the table, and remembers who's vegetarian.",
    (h) => `…who turns a night in into a ${h} night.`,
    () => "…who notices you went quiet and asks why.",
    (_h, hood) => `…who knows the one bar in ${hood} with space for eight.`,
    () => "…who stays to help with the dishes.",
  ],
  "lucky-date": [
    () => "They listen, then remember, then surprise you with it weeks later.",
    (h) => `You'll never be bored: ${h} on Saturday, long talks on Sunday.`,
    () => "They're the same kind person at 2 a.m. as at noon.",
    (_h, hood) => `They'll show you a ${hood} you didn't know was there.`,
    () => "They make everyone around them feel taller.",
  ],
  "best-plan": [
    (_h, hood) => `A long walk through ${hood}, ending wherever smells best.`,
    (h) => `Anything with ${h}, then pie.`,
    () => "A picnic they will over-pack for, gloriously.",
    () => "A museum on a rainy afternoon, with opinions on every room.",
    () => "Sunrise on a rooftop: they'll bring the coffee.",
  ],
  "green-flag": [
    () => "Apologises first, and means it.",
    (h) => `Will teach you ${h} without making you feel slow.`,
    () => "Still friends with their friends from school.",
    () => "Asks the shy person at the party a real question.",
    (_h, hood) => `Knows the names of the neighbours' dogs in ${hood}.`,
  ],
  "perfect-with": [
    () => "…laughs easily and doesn't mind being laughed with.",
    (h) => `…will try ${h} at least once, for love.`,
    () => "…likes long dinners and longer conversations.",
    (_h, hood) => `…doesn't mind a slow Sunday in ${hood}.`,
    () => "…is as loyal as they are.",
  ],
};

export function demoEndorsement(i: number, firstName: string, h: string, hood: string): string {
  const trait = TRAITS[i % TRAITS.length]!;
  const closer = CLOSERS[(i + Math.floor(i / TRAITS.length)) % CLOSERS.length]!;
  return `${firstName} ${trait}. ${closer(h, hood)}`;
}

export function demoFriendPrompt(i: number, h: string, hood: string) {
  const prompt = FRIEND_PROMPT_IDS[i % FRIEND_PROMPT_IDS.length]!;
  const variants = ANSWERS[prompt];
  const answer = variants[Math.floor(i / FRIEND_PROMPT_IDS.length) % variants.length]!(h, hood);
  return { prompt, answer };
}

/** The one endorsement the demo sign-in member has waiting to approve. */
export const demoPendingEndorsement = (firstName: string) =>
  `${firstName} is the reason our group chat still makes plans, and keeps them. Whoever meets them: you're in good hands.`;
