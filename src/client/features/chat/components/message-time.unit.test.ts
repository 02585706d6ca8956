import { formatDistanceStrict } from "date-fns";
import { afterEach, describe, expect, it } from "vitest";
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import { es } from "@/shared/i18n/es/index";
import { formatMessageTime } from "./message-time";
import { relativeTime } from "./relative-time";

const MINUTE = 60_000;
const now = new Date("2026-11-26T17:00:00Z");

afterEach(() => i18n.changeLanguage("en"));

describe("a conversation's relative time", () => {
  it("reads in English as it did before it could be said in Spanish", () => {
    for (const ago of [
      0,
      20_000,
      59 * MINUTE,
      3 * 60 * MINUTE,
      5 * 1440 * MINUTE,
      40 * 1440 * MINUTE,
      400 * 1440 * MINUTE,
    ]) {
      const when = new Date(now.getTime() - ago);
      expect(relativeTime(when, now.getTime())).toBe(
        formatDistanceStrict(when, now, { addSuffix: true }),
      );
    }
  });

  it("reads in Spanish once the member chose it", async () => {
    addCatalogue("es", es);
    await i18n.changeLanguage("es");
    expect(relativeTime(new Date(now.getTime() - 3 * MINUTE), now.getTime())).toBe(
      "hace 3 minutos",
    );
  });
});

describe("a message's time", () => {
  it("gives today's time, this week's day and an older date", () => {
    const today = formatMessageTime(new Date(now.getTime() - 5 * MINUTE).toISOString(), now);
    expect(today).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    const older = formatMessageTime("2026-10-02T15:00:00Z", now);
    expect(older).toMatch(/^Oct 2, \d{1,2}:\d{2} (AM|PM)$/);
  });

  it("names the month in Spanish", async () => {
    addCatalogue("es", es);
    await i18n.changeLanguage("es");
    expect(formatMessageTime("2026-10-02T15:00:00Z", now)).toMatch(/^2 oct, \d{1,2}:\d{2}/);
  });
});
