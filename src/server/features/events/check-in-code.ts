import { randomInt } from "node:crypto";
import { CHECK_IN_CODE_LENGTH } from "#shared/constants";

// Read off a sign at the venue: no 0/O or 1/I to mistake for each other.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A new event's check-in code, drawn from the system's secure random source: nobody can work it
 * out from anything but the venue's sign, and no two installations share it.
 */
export function newCheckInCode(): string {
  return Array.from(
    { length: CHECK_IN_CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join("");
}
