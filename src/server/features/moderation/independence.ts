import { DAY_MS, REPORTERS_JOINED_APART_DAYS } from "#shared/constants";

/** A reporter as the reports tripwire weighs them. */
export interface Reporter {
  id: string;
  joinedAt: Date;
  /** `hashedClientAddress` of where they signed up; null when unknown (never the same as another). */
  addressHash: string | null;
  /** The other reporters of the case linked in this one's circle. */
  linkedTo: readonly string[];
}

/**
 * Whether two reporters may be one person or a group acting together: linked in either one's
 * circle, joined from one address, or joined within a day of each other. Accounts made to report
 * together are made together and vouch for each other; accounts that are none of these are
 * treated as independent.
 */
function related(a: Reporter, b: Reporter): boolean {
  if (a.linkedTo.includes(b.id) || b.linkedTo.includes(a.id)) return true;
  if (a.addressHash !== null && a.addressHash === b.addressHash) return true;
  return (
    Math.abs(a.joinedAt.getTime() - b.joinedAt.getTime()) < REPORTERS_JOINED_APART_DAYS * DAY_MS
  );
}

/**
 * Whether `needed` of the reporters are each independent of every other (`related` holds for no
 * two of them). A search over small sets: a case's established reporters are few and `needed` is
 * the tripwire's three, so this takes at most n³ comparisons.
 */
export function hasIndependentReporters(reporters: readonly Reporter[], needed: number): boolean {
  const chosen: Reporter[] = [];
  const search = (from: number): boolean => {
    if (chosen.length === needed) return true;
    for (let i = from; i <= reporters.length - (needed - chosen.length); i++) {
      const next = reporters[i]!;
      if (chosen.some((c) => related(c, next))) continue;
      chosen.push(next);
      if (search(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0);
}
