import { readFileSync } from "node:fs";
import { passwordProblem } from "#shared/schemas/account";
import { PASSWORD_TEXTS } from "#shared/texts";
import { ValidationError } from "../../http/errors";
import { guessability } from "./password-strength";

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

/** Why zxcvbn finds it easy to guess, the member's own name and email counting as known words. */
function guessableProblem(password: string, member: { email?: string; name?: string }) {
  const ownWords = [member.name ?? "", member.email ?? "", member.email?.split("@")[0] ?? ""];
  const why = guessability(password, ownWords);
  return why === undefined ? undefined : PASSWORD_TEXTS.guessable(why);
}

/**
 * Refuses a new password with a field error saying why: the cheap rules first, then the list,
 * then the strength estimator (the slowest).
 */
export function assertPasswordAllowed(
  password: string,
  member: { email?: string; name?: string },
  field = "password",
): void {
  const problem =
    passwordProblem(password, member) ??
    (isCommonPassword(password) ? PASSWORD_TEXTS.common : undefined) ??
    guessableProblem(password, member);
  if (problem) throw new ValidationError(problem, { [field]: problem });
}
