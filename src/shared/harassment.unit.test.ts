import { describe, expect, it } from "vitest";
import { harassmentKindOf, type HarassmentKind } from "./harassment";

const hits: [string, HarassmentKind][] = [
  ["you're so ugly lol", "insult"],
  ["You are a pathetic loser", "insult"],
  ["ur such a fucking idiot", "insult"],
  ["stupid bitch", "insult"],
  ["fuck you", "insult"],
  ["just kys", "insult"],
  ["I'll kill you if you tell anyone", "threat"],
  ["i'm going to hurt you", "threat"],
  ["I know where you live", "threat"],
  ["You'll regret this.", "threat"],
  ["send nudes", "sexual"],
  ["send me some nudes tonight", "sexual"],
  ["show me your tits", "sexual"],
  ["send me a pic of your ass", "sexual"],
  ["why won't you answer me??", "pressure"],
  ["Why dont you reply", "pressure"],
  ["why aren't you texting me back", "pressure"],
  ["answer me", "pressure"],
  ["stop ignoring me", "pressure"],
  ["I know you saw my message", "pressure"],
];

// False-positive guards: about something else, about oneself, or friendly.
const nonHits = [
  "That movie was stupid but I loved it",
  "I'm so stupid, I forgot my keys again",
  "This heat is killing me",
  "I'll kill it at karaoke on Friday",
  "I'm going to beat you at mini golf",
  "You're so funny",
  "you are a really good cook",
  "Ugly sweater party next week?",
  "Send me a picture of your dog!",
  "show me your favourite spot in the park",
  "answer me this: pizza or tacos?",
  "Why don't you pick the restaurant?",
  "I'll find you a good bagel place",
  "Sorry I didn't reply, long day",
  "You'll love this place",
  "I know where you can get great dumplings",
  "Fat Cat is a great jazz bar",
];

describe("harassment rules", () => {
  it.each(hits)("reads %j as %s", (text, kind) => {
    expect(harassmentKindOf(text)).toBe(kind);
  });

  it.each(nonHits)("leaves %j alone", (text) => {
    expect(harassmentKindOf(text)).toBeNull();
  });
});
