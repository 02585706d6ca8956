/** Why a message earns its reader a safety note. */
export type NudgeKind = "money" | "giftCard" | "crypto" | "offPlatform";

const MONEY = String.raw`(?:\$\s?\d|\d+\s?(?:dollars|bucks|usd)\b|\bmoney\b|\bcash\b|\bfunds\b)`;

/*
 * Each kind is a few patterns, tried in order. They look for an ask, not a topic: "I spent $20
 * on brunch" or "I love crypto art shows" talk about money, they don't ask for it. A false
 * alarm costs a calm note under one message; a miss costs more, so asks are read broadly.
 */
const PATTERNS: [NudgeKind, RegExp][] = [
  ["giftCard", /\b(?:gift|itunes|apple|google play|steam|amazon|visa)\s?cards?\b/i],
  [
    "money",
    /\b(?:western union|moneygram|wire transfer|routing number|bank (?:account|details))\b/i,
  ],
  ["money", /\b(?:venmo|cash ?app|zelle|paypal)\s+me\b|\bmy\s+(?:venmo|cash ?app|zelle|paypal)\b/i],
  [
    "money",
    new RegExp(
      String.raw`\b(?:send|lend|loan|wire|transfer|give|spot|pay)\s+(?:me|us)\b.{0,40}${MONEY}`,
      "i",
    ),
  ],
  ["money", new RegExp(String.raw`\b(?:need|borrow|short on|owe)\b.{0,30}${MONEY}`, "i")],
  [
    "crypto",
    /\b(?:invest|send|transfer|buy|deposit|trade|trading)\b.{0,40}\b(?:crypto|bitcoin|btc|ethereum|eth|usdt|tether)\b/i,
  ],
  [
    "crypto",
    /\b(?:crypto|bitcoin|btc|ethereum|usdt|tether)\b.{0,40}\b(?:wallet|platform|invest(?:ment|ing)?|profits?|returns)\b/i,
  ],
  ["offPlatform", /\b(?:whats\s?app|telegram|kik|wechat|snapchat)\b/i],
  ["offPlatform", /\b(?:snap|dm|message|text|add|follow)\s+me\s+(?:on|at)\b/i],
  ["offPlatform", /\bmy\s+(?:insta(?:gram)?|ig|signal|snap)\b|\b(?:on|via)\s+signal\b/i],
  ["offPlatform", /\b(?:my|what'?s your)\s+(?:number|cell|phone)\b/i],
  ["offPlatform", /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/],
  ["offPlatform", /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
];

/**
 * Whether a message asks for money, gift cards or crypto, or to carry on somewhere other than
 * Vouch (another app, a phone number, an email address): the kind of ask found first, or null.
 */
export function nudgeKindOf(text: string): NudgeKind | null {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) return kind;
  return null;
}
