import { readFileSync } from "node:fs";
import { passwordProblem } from "../../../shared/schemas/account";
import { PASSWORD_TEXTS } from "../../../shared/texts";
import { ValidationError } from "../../errors";

/**
 * Common and leaked passwords, lowercased (common-passwords.md says where they come from). A Set:
 * a lookup costs the same whichever entry it is, or none.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean),
);

export const commonPasswordCount = () => COMMON_PASSWORDS.size;

/** On the list as typed, or with its case, surrounding and inner spaces set aside. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.trim().toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || COMMON_PASSWORDS.has(lowered.replace(/\s+/g, ""));
}

/** Refuses a new password with a field error saying why. */
export function assertPasswordAllowed(
  password: string,
  member: { email?: string; name?: string },
  field = "password",
): void {
  const problem =
    passwordProblem(password, member) ??
    (isCommonPassword(password) ? PASSWORD_TEXTS.common : undefined);
  if (problem) throw new ValidationError(problem, { [field]: problem });
}
