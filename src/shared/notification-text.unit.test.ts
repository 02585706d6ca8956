import { describe, expect, it } from "vitest";
import { describeNotification } from "./notification-text";
import { translatorFor } from "./i18n/i18n";
import type { NotificationKind } from "./schemas/notifications";

const en = translatorFor("en");

const about = (kind: NotificationKind) =>
  describeNotification(
    {
      kind,
      objectId: "p1",
      actorFirstName: "Nora",
      count: 1,
      event: null,
      emoji: null,
    },
    en,
  );

describe("where a notification leads", () => {
  it("opens Make a Match's Suggestions tab for a pairing waiting, approved or matched", () => {
    for (const kind of ["pairingWaiting", "pairingApproved", "pairingMatched"] as const)
      expect(about(kind).to, kind).toBe("/pairing?tab=suggestions");
  });

  it("opens Match for You for a suggestion, and the conversation for a match", () => {
    expect(about("suggestion").to).toBe("/matching");
    expect(about("match").to).toBe("/matching?tab=history&chat=p1");
  });

  it("names a reaction's emoji, never the message", () => {
    const reaction = {
      kind: "reaction",
      objectId: "p1",
      actorFirstName: "Nora",
      count: 1,
    } as const;
    expect(describeNotification({ ...reaction, event: null, emoji: "😂" }, en).text).toBe(
      "Nora reacted 😂 to your message",
    );
    expect(describeNotification({ ...reaction, event: null, emoji: null }, en).text).toBe(
      "Nora reacted to your message",
    );
  });
});
