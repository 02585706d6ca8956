import { formatDistanceStrict } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./message-time";
import { relativeTime } from "@/client/lib/relative-time";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const now = new Date("2026-11-26T17:00:00Z");

describe("a conversation's relative time", () => {
  it("reads in English as it did before it could be said in Spanish", () => {
    for (const ago of [0, 20_000, 59 * MINUTE, 180 * MINUTE, 5 * DAY, 40 * DAY, 400 * DAY]) {
      const when = new Date(now.getTime() - ago);
      expect(relativeTime(when, now.getTime(), "en")).toBe(
        formatDistanceStrict(when, now, { addSuffix: true }),
      );
    }
  });

  it("reads in Spanish", () => {
    expect(relativeTime(new Date(now.getTime() - 3 * MINUTE), now.getTime(), "es")).toBe(
      "hace 3 minutos",
    );
  });
});

describe("a message's time", () => {
  it("gives today's time and an older date, as date-fns did", () => {
    const today = new Date(now.getTime() - 5 * MINUTE).toISOString();
    expect(formatMessageTime(today, "en", now)).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(formatMessageTime("2026-10-02T15:00:00Z", "en", now)).toMatch(
      /^Oct 2, \d{1,2}:\d{2} (AM|PM)$/,
    );
  });

  it("names the month in Spanish", () => {
    expect(formatMessageTime("2026-10-02T15:00:00Z", "es", now)).toMatch(/^2 oct, \d{1,2}:\d{2}/);
  });
});
