import { describe, expect, it } from "vitest";
import { es } from "@/shared/i18n/es/index";
import { addCatalogue, translatorFor } from "@/shared/i18n/i18n";
import { agoLabel, dueLabel } from "./clock";

addCatalogue("es", es);
const t = translatorFor("en");

const HOUR = 3_600_000;
const now = Date.parse("2026-11-26T12:00:00Z");
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

describe("the 24-hour clock", () => {
  it("says how long is left, then how long overdue, in whole hours", () => {
    expect(dueLabel(t, at(23.6), now)).toBe("Due in 24 h");
    expect(dueLabel(t, at(5), now)).toBe("Due in 5 h");
    expect(dueLabel(t, at(0.5), now)).toBe("Due within the hour");
    expect(dueLabel(t, at(-0.2), now)).toBe("Overdue by 1 h");
    expect(dueLabel(t, at(-6), now)).toBe("Overdue by 6 h");
  });

  it("says how long ago a case opened, in hours, then days", () => {
    expect(agoLabel(t, at(-0.5), now)).toBe("under an hour ago");
    expect(agoLabel(t, at(-30), now)).toBe("30 h ago");
    expect(agoLabel(t, at(-72), now)).toBe("3 d ago");
  });

  it("says them in Spanish too", () => {
    const es = translatorFor("es");
    expect(dueLabel(es, at(5), now)).toBe("Vence en 5 h");
    expect(agoLabel(es, at(-30), now)).toBe("hace 30 h");
  });
});
