import { describe, expect, it } from "vitest";
import { nudgeKindOf, type NudgeKind } from "./nudges";

const hits: [string, NudgeKind][] = [
  ["can you send me $200", "money"],
  ["Could you lend me 50 bucks until Friday?", "money"],
  ["I need $500 for my rent, my card got blocked", "money"],
  ["just venmo me and I'll pay you back", "money"],
  ["my cashapp is $jamie22", "money"],
  ["Please do a wire transfer, it's urgent", "money"],
  ["can you grab me some Apple gift cards", "giftCard"],
  ["buy a Steam card and send me the code", "giftCard"],
  ["you should invest in bitcoin with me, my uncle's platform doubles it", "crypto"],
  ["send the USDT to my wallet", "crypto"],
  ["crypto trading platform returns 30% a week", "crypto"],
  ["let's move to WhatsApp", "offPlatform"],
  ["I'm on Telegram way more than here", "offPlatform"],
  ["add me on snapchat", "offPlatform"],
  ["snap me at jamie.k", "offPlatform"],
  ["my insta is @jamie", "offPlatform"],
  ["text me at 917-555-0142", "offPlatform"],
  ["call (212) 555 0199 tonight", "offPlatform"],
  ["what's your number?", "offPlatform"],
  ["email me: jamie.k+dates@example.com", "offPlatform"],
];

const nonHits = [
  "I spent $20 on brunch",
  "I love crypto art shows",
  "Send me a picture of the dog!",
  "Do you need anything from the store?",
  "Money can't buy a good bagel, but it helps",
  "I was born in 1994 and moved here in 2019",
  "I saw that on Instagram, it was hilarious",
  "Meet at 7:30 by the fountain?",
  "Let's grab a drink at the Wine club event",
  "Number one rule of chess club: never resign early",
  "We should see a show on Friday",
];

describe("nudges", () => {
  it.each(hits)("notes %j as %s", (text, kind) => {
    expect(nudgeKindOf(text)).toBe(kind);
  });

  it.each(nonHits)("leaves %j alone", (text) => {
    expect(nudgeKindOf(text)).toBeNull();
  });
});
