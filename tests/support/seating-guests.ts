import type { SeatingInput } from "../../src/server/features/events/seating-plan";

/** A small seeded random (mulberry32): the same guests on every run. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` guests of an evening at tables: a tenth of them come as pairs, with `introductions`
 * friend introductions and `apart` twos who must not share a table (never a pair's two) drawn at
 * random from `seed`.
 */
export function generatedGuests(
  count: number,
  {
    seed,
    tableSize = 6,
    introductions = count / 2,
    apart = count / 4,
  }: {
    seed: number;
    tableSize?: number;
    introductions?: number;
    apart?: number;
  },
): SeatingInput {
  const random = randomFrom(seed);
  const guests = Array.from({ length: count }, (_, i) => `guest-${String(i).padStart(3, "0")}`);
  const pick = () => guests[Math.floor(random() * count)]!;
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < count / 10; i += 2) pairs.push([guests[i * 5]!, guests[i * 5 + 1]!]);
  const paired = new Set(pairs.map(([a, b]) => `${a} ${b}`));
  const draw = (n: number, avoid: Set<string>) => {
    const edges: [string, string][] = [];
    const seen = new Set<string>();
    while (edges.length < n) {
      const [a, b] = [pick(), pick()];
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      if (a === b || seen.has(key) || avoid.has(key)) continue;
      seen.add(key);
      edges.push([a, b]);
    }
    return { edges, seen };
  };
  const intro = draw(Math.round(introductions), new Set());
  const conflicts = draw(Math.round(apart), new Set([...paired, ...intro.seen]));
  return { guests, tableSize, pairs, introductions: intro.edges, apart: conflicts.edges };
}
