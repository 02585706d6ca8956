import { afterEach, describe, expect, it } from "vitest";
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import { es } from "@/shared/i18n/es/index";
import { inviteStatus } from "./invite-friend";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-11-26T12:00:00Z");
const at = (ms: number) => new Date(now + ms).toISOString();

afterEach(() => i18n.changeLanguage("en"));

describe("an invite link's status on its friend's card", () => {
  it("counts the days left, rounding up", () => {
    expect(inviteStatus({ state: "sent", expiresAt: at(7 * DAY) }, now)).toBe(
      "Invite sent · expires in 7 days",
    );
    expect(inviteStatus({ state: "sent", expiresAt: at(2 * 60 * 60 * 1000) }, now)).toBe(
      "Invite sent · expires in 1 day",
    );
  });

  it("says Opened, Joined, expired, or nothing", () => {
    expect(inviteStatus({ state: "opened", expiresAt: at(DAY) }, now)).toBe("Opened");
    expect(inviteStatus({ state: "joined", expiresAt: at(-DAY) }, now)).toBe("Joined");
    expect(inviteStatus({ state: "opened", expiresAt: at(-1) }, now)).toBe("Invite expired");
    expect(inviteStatus(null, now)).toBeNull();
  });

  it("says it in Spanish, with Spanish plurals", async () => {
    addCatalogue("es", es);
    await i18n.changeLanguage("es");
    expect(inviteStatus({ state: "sent", expiresAt: at(DAY) }, now)).toBe(
      "Invitación enviada · vence en 1 día",
    );
    expect(inviteStatus({ state: "sent", expiresAt: at(3 * DAY) }, now)).toBe(
      "Invitación enviada · vence en 3 días",
    );
  });
});
