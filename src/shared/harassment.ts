/** Why a message reads as harassment. */
export type HarassmentKind = "insult" | "threat" | "sexual" | "pressure";

const YOU_ARE = String.raw`\b(?:you(?:'?re|\s+are)|ur|u\s+r)\s+(?:(?:so|such|an?|just|really|a\s+total|a\s+fucking|fucking)\s+)*`;
const INSULTS = String.raw`(?:stupid|ugly|fat|pathetic|worthless|disgusting|idiot|moron|loser|bitch|slut|whore|retard(?:ed)?|trash|garbage|creep)\b`;

/*
 * A few patterns per kind, tried in order. They look for words aimed at the reader, not a topic:
 * "that film was stupid" or "this heat is killing me" aren't about anyone. Checked only on the
 * device: before sending ("Are you sure?") and for the reader ("Does this bother you?"); the
 * server never reads a message for it. A false alarm costs one question; a miss, a report.
 */
const PATTERNS: [HarassmentKind, RegExp][] = [
  ["insult", new RegExp(YOU_ARE + INSULTS, "i")],
  ["insult", /\b(?:stupid|ugly|fat|dumb|fucking)\s+(?:bitch|slut|whore|cow|pig|cunt)\b/i],
  ["insult", /\bfuck\s+(?:you|off|u)\b|\bgo\s+to\s+hell\b|\b(?:kill\s+yourself|kys)\b/i],
  [
    "threat",
    /\bi(?:'ll|\s+will|'m\s+(?:gonna|going\s+to)|\s+am\s+going\s+to)\s+(?:(?:kill|hurt|rape|stab|shoot|ruin)\s+(?:you|u|your)|beat\s+you\s+up)\b/i,
  ],
  ["threat", /\bi\s+know\s+where\s+you\s+(?:live|work)\b|\bwatch\s+your\s+back\b/i],
  ["threat", /\byou(?:'ll|\s+will)\s+(?:regret\s+(?:this|it)|pay\s+for\s+(?:this|it))\b/i],
  ["sexual", /\bsend\s+(?:me\s+)?(?:some\s+|a\s+few\s+)?(?:nudes?|noods)\b/i],
  [
    "sexual",
    /\b(?:send|show)\s+(?:me\s+)?(?:a\s+pic(?:ture)?\s+of\s+)?your\s+(?:tits|boobs|ass|dick|cock|pussy|naked\s+body)\b/i,
  ],
  ["sexual", /\b(?:suck\s+my|sit\s+on\s+my\s+face|you\s+owe\s+me\s+sex)\b/i],
  [
    "pressure",
    /\bwhy\s+(?:won'?t|wont|don'?t|dont|aren'?t|arent|do\s+you\s+keep\s+not)\s+you\s+(?:answer(?:ing)?|repl(?:y|ying)|respond(?:ing)?|text(?:ing)?\s+(?:me\s+)?back|talk(?:ing)?\s+to\s+me)\b/i,
  ],
  [
    "pressure",
    /\banswer\s+me(?!\s+this)\b|\bstop\s+ignoring\s+me\b|\bi\s+know\s+you\s+saw\s+(?:this|it|my)\b/i,
  ],
];

/** Whether a message reads as harassment, by these local rules: the kind found first, or null. */
export function harassmentKindOf(text: string): HarassmentKind | null {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) return kind;
  return null;
}
