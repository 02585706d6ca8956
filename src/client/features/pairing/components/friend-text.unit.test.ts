import { afterEach, describe, expect, it } from "vitest";
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import { es } from "@/shared/i18n/es/index";
import { BLOCKED_MEMBER_NAME, FORMER_MEMBER_NAME } from "@/shared/texts";
import { pairingLine, possessive } from "./friend-text";

const friend = (name: string) => ({
  id: null,
  name,
  gender: "he/him",
  sexuality: "gay",
  bio: "",
  relationshipStatus: "single" as const,
  isMember: true,
  mainPhoto: null,
});

const pairing = (role: "made" | "received", suggesterName: string, targetName: string) => ({
  role,
  suggesterName,
  targetName,
  suggesterFriend: friend("Amy Chen"),
  targetFriend: friend("Tomás Ruiz"),
});

afterEach(() => i18n.changeLanguage("en"));

describe("a pairing's line", () => {
  it("names the other member by first name", () => {
    expect(pairingLine(pairing("made", "Val Ortiz", "Nora Quinn"))).toBe(
      "Your friend Amy with Nora's friend Tomás",
    );
    expect(pairingLine(pairing("received", "James Park", "Nora Quinn"))).toBe(
      "James' friend Amy with your friend Tomás",
    );
  });

  it("reads 'a former member's friend' once the other member deleted their account", () => {
    expect(pairingLine(pairing("made", "Val Ortiz", FORMER_MEMBER_NAME))).toBe(
      "Your friend Amy with a former member's friend Tomás",
    );
    expect(pairingLine(pairing("received", FORMER_MEMBER_NAME, "Nora Quinn"))).toBe(
      "A former member's friend Amy with your friend Tomás",
    );
    expect(possessive(BLOCKED_MEMBER_NAME)).toBe("a blocked member's");
  });

  it("names the other member rather than their possessive in Spanish", async () => {
    addCatalogue("es", es);
    await i18n.changeLanguage("es");
    expect(pairingLine(pairing("made", "Val Ortiz", "Nora Quinn"))).toBe(
      "Tu amigo Amy con Tomás, amigo de Nora",
    );
    expect(pairingLine(pairing("received", "James Park", "Nora Quinn"))).toBe(
      "Amy, amigo de James, con tu amigo Tomás",
    );
  });
});
