import { compatible, type Person } from "../compatibility";
import { DEMO_PEOPLE } from "../demo-people";
import type { SeedWorld } from "./world";

export interface Ring {
  /** The pairs already matched (by pairKey): no other match or suggestion joins them. */
  matched: Set<number>;
  pairKey: (a: number, b: number) => number;
  /** The first offset from `from` on whose member is compatible with member i and passes `ok`. */
  nextCompatible: (i: number, from: number, ok: (d: number) => boolean) => number | undefined;
}

/**
 * Who may be introduced to whom: each must be interested in the other. Every match and
 * suggestion is between such a pair, found by looking forward around the ring; blocked pairs
 * (i and i+14, every tenth member) and matched pairs are skipped.
 */
export function buildRing({ n, index }: SeedWorld): Ring {
  // Only DEMO_PEOPLE.length kinds of people: compatibility is computed once per kind.
  const kinds = DEMO_PEOPLE.map((a) =>
    DEMO_PEOPLE.map((b) => compatible(a as Person, b as Person)),
  );
  const suits = (i: number, j: number) => kinds[i % DEMO_PEOPLE.length]![j % DEMO_PEOPLE.length]!;
  const pairKey = (a: number, b: number) =>
    index(a) < index(b) ? index(a) * n + index(b) : index(b) * n + index(a);
  const matched = new Set<number>();
  const blocked = new Set<number>();
  for (let i = 0; i < n; i += 10) blocked.add(pairKey(i, i + 14));
  const SEARCH = Math.min(n - 1, 120);
  const nextCompatible = (i: number, from: number, ok: (d: number) => boolean) => {
    for (let d = from; d < from + SEARCH; d++) {
      const j = index(i + d);
      if (j === index(i) || !suits(index(i), j)) continue;
      const key = pairKey(i, i + d);
      if (matched.has(key) || blocked.has(key)) continue;
      if (ok(d)) return d;
    }
    return undefined;
  };
  return { matched, pairKey, nextCompatible };
}
