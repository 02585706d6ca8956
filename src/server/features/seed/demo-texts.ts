import { DEMO_PEOPLE } from "./demo-people";

// Generated texts for the demo world: enough distinct conversation endings and bios that no two
// repeat, even at 10,000 members.

const CLOSING_OPENERS = [
  "Deal.",
  "Perfect.",
  "Love that.",
  "Sounds good.",
  "Yes, please.",
  "Ha, okay.",
  "I'm in.",
  "Works for me.",
  "Oh, good idea.",
  "Count me in.",
  "Absolutely.",
  "Sure thing.",
  "You're on.",
  "Lovely.",
];
const CLOSING_PLANS = [
  "Coffee at",
  "Dumplings near",
  "A walk around",
  "Tacos by",
  "A drink near",
  "Gelato at",
  "Records at a shop near",
  "Brunch near",
  "A gallery near",
  "Oysters by",
  "Bagels at",
  "Books and tea near",
];
const CLOSING_PLACES = [
  "Washington Square",
  "McCarren Park",
  "the High Line",
  "Prospect Park",
  "Astoria Park",
  "Union Square",
  "Bryant Park",
  "Chelsea Market",
  "Tompkins Square",
  "Domino Park",
  "Grand Army Plaza",
  "Hudson River Park",
  "Madison Square",
  "the Brooklyn Museum",
  "Bedford Avenue",
  "Ditmars Boulevard",
];
const CLOSING_TIMES = [
  "on Thursday?",
  "this Saturday?",
  "after work Friday?",
  "on Sunday morning?",
  "next Tuesday?",
  "tomorrow evening?",
  "on Wednesday?",
  "this weekend?",
  "Monday after work?",
  "on Saturday afternoon?",
  "Friday at seven?",
  "next weekend?",
];

/** The k-th of ~32,000 conversation endings, each different: a conversation ends on its own plan. */
export function closingLine(k: number): string {
  const parts = [CLOSING_OPENERS, CLOSING_PLANS, CLOSING_PLACES, CLOSING_TIMES];
  let rest = k;
  return parts
    .map((list) => {
      const word = list[rest % list.length]!;
      rest = Math.floor(rest / list.length);
      return word;
    })
    .join(" ");
}

/** Short loves, three to a generated bio: 30 × 29 × 28 different bios, each within BIO_MAX. */
const BIO_LOVES = [
  "sourdough",
  "night swims",
  "old maps",
  "jazz brunches",
  "thrift stores",
  "pottery",
  "the crossword",
  "rooftop tomatoes",
  "pickup basketball",
  "matinee movies",
  "bouldering",
  "dim sum",
  "ferry rides",
  "flea markets",
  "film cameras",
  "open mics",
  "trail runs",
  "board games",
  "cooking for friends",
  "Rockaway beach days",
  "the cello",
  "hot sauce",
  "birdwatching",
  "sci-fi novels",
  "80s synth-pop",
  "tiny museums",
  "long bike rides",
  "karaoke",
  "walking my dog",
  "learning Portuguese",
];

/**
 * The bio of the i-th demo member: the template's own for the first DEMO_PEOPLE, then three loves
 * in an order no other member has, so no two members share a bio however many there are
 * (up to ~24,000; the load-test worlds are smaller).
 */
export function demoBio(i: number): string {
  if (i < DEMO_PEOPLE.length) return DEMO_PEOPLE[i]!.bio;
  let k = i - DEMO_PEOPLE.length;
  const left = [...BIO_LOVES];
  const loves = [0, 1, 2].map(() => {
    const love = left.splice(k % left.length, 1)[0]!;
    k = Math.floor(k / (left.length + 1));
    return love;
  });
  const [first, second, third] = loves;
  return `${first![0]!.toUpperCase()}${first!.slice(1)}, ${second} and ${third}.`;
}
