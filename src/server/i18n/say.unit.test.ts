import { describe, expect, it } from "vitest";
import { msg } from "#shared/message";
import { tooManyWritesText, sanctionedSignInText } from "#shared/texts";
import { say, serverT } from "./say";

describe("what the server says", () => {
  it("keeps the English as written, and says a message with values in either language", () => {
    expect(say("en", "Event not found")).toBe("Event not found");
    expect(say("es", "Event not found")).toBe("No encontramos el evento");
    expect(say("en", msg("Table {tableNumber} is full.", { tableNumber: 3 }))).toBe(
      "Table 3 is full.",
    );
    expect(say("es", msg("Table {tableNumber} is full.", { tableNumber: 3 }))).toBe(
      "La mesa 3 está llena.",
    );
  });

  it("tells one English word's two meanings apart in Spanish by its context", () => {
    expect(serverT("es")("Dismiss", { context: "case" })).toBe("Desestimar");
    expect(serverT("es")("Dismiss")).toBe("Cerrar");
    expect(serverT("en")("Dismiss", { context: "case" })).toBe("Dismiss");
    expect(serverT("en")("Pair with {name}", { context: "guest", name: "Bea" })).toBe(
      "Pair with Bea",
    );
  });

  it("says a sentence made of sentences, each in the language", () => {
    const limit = tooManyWritesText("message", { limit: 30, windowSeconds: 60 }, 42);
    expect(say("en", limit)).toBe(
      "You've sent 30 messages in the last minute: take a breath. You can try again in 42 seconds.",
    );
    expect(say("es", limit)).toBe(
      "Enviaste 30 mensajes en el último minuto: respira un momento. Puedes volver a intentarlo en 42 segundos.",
    );
  });

  it("says a day on New York's calendar in the language", () => {
    const suspended = sanctionedSignInText(new Date("2031-01-05T12:00:00Z"));
    expect(say("en", suspended)).toBe(
      "Your account is suspended until Sunday, January 5, 2031. You can sign in again then.",
    );
    expect(say("es", suspended)).toMatch(
      /^Tu cuenta está suspendida hasta el domingo, 5 de enero de 2031\./,
    );
  });

  it("falls back to the English where Spanish has no entry, and to zod's words in Spanish", () => {
    expect(say("es", "Something nobody translated")).toBe("Something nobody translated");
    expect(
      say("es", { key: "Invalid input: expected string", otherwise: "This value isn't valid." }),
    ).toBe("Este valor no es válido.");
  });
});
