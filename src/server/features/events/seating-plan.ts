/*
 * The seating plan of an event at tables, as a pure function (decision 0064): greedy with repair.
 *
 * 1. Units: each confirmed pair (joined when one member is in two pairs) is one unit that never
 *    splits; a pair whose members must sit apart, or that would outgrow a table, stays singles.
 * 2. Seeds: as many tables as the guests need (⌈guests / size⌉), each opened with the two units
 *    of one introduction, introductions of the least-introduced members first, so that those with
 *    many leave room for those with one.
 * 3. Fill: the other units, largest first, each at the table where it brings a first
 *    introduction, else the emptiest, among the tables with room and nobody it must sit apart
 *    from. A unit that fits nowhere moves one single out of its way, or opens a new table.
 * 4. Repair: each table still without an introduction takes a unit introduced to someone at it
 *    from a table that keeps its own (moved, or swapped for a single), while that helps.
 */

type Edge = readonly [string, string];

export interface SeatingInput {
  guests: readonly string[];
  tableSize: number;
  /** Who sit together (come as a pair). */
  pairs: readonly Edge[];
  /** Who were introduced by friends: a table should hold at least one such two. */
  introductions: readonly Edge[];
  /** Who never share a table (a block, an ended match, a report, either way). */
  apart: readonly Edge[];
}

/** Tables in order (table n is `tables[n - 1]`), each its guests' ids. */
export interface SeatingPlan {
  tables: string[][];
}

const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function edgeSet(edges: readonly Edge[], guests: Set<string>): Set<string> {
  const set = new Set<string>();
  for (const [a, b] of edges) if (a !== b && guests.has(a) && guests.has(b)) set.add(key(a, b));
  return set;
}

export function planSeating(input: SeatingInput): SeatingPlan {
  const size = Math.max(1, Math.floor(input.tableSize));
  const guests = [...new Set(input.guests)].sort();
  if (guests.length === 0) return { tables: [] };
  const present = new Set(guests);
  const apart = edgeSet(input.apart, present);
  const introduced = edgeSet(input.introductions, present);
  const clash = (xs: readonly string[], ys: readonly string[]) =>
    xs.some((x) => ys.some((y) => apart.has(key(x, y))));
  const introBetween = (xs: readonly string[], ys: readonly string[]) =>
    xs.some((x) => ys.some((y) => x !== y && introduced.has(key(x, y))));
  const hasIntro = (table: readonly string[]) => introBetween(table, table);

  // 1. Units.
  const unitOf = new Map<string, string[]>(guests.map((g) => [g, [g]]));
  for (const [a, b] of input.pairs) {
    const ua = unitOf.get(a);
    const ub = unitOf.get(b);
    if (!ua || !ub || ua === ub || ua.length + ub.length > size || clash(ua, ub)) continue;
    const joined = [...ua, ...ub].sort();
    for (const m of joined) unitOf.set(m, joined);
  }
  const units = [...new Set(unitOf.values())];

  // 2. Seeds.
  const tables: string[][] = [];
  const target = Math.ceil(guests.length / size);
  const placed = new Set<string[]>();
  const degree = new Map<string, number>();
  for (const k of introduced) {
    const [a, b] = k.split("\u0000") as [string, string];
    degree.set(a, (degree.get(a) ?? 0) + 1);
    degree.set(b, (degree.get(b) ?? 0) + 1);
  }
  const seedEdges = [...introduced]
    .map((k) => k.split("\u0000") as [string, string])
    .map(([a, b]) => ({ a, b, weight: degree.get(a)! + degree.get(b)! }))
    .sort((x, y) => x.weight - y.weight || key(x.a, x.b).localeCompare(key(y.a, y.b)));
  for (const { a, b } of seedEdges) {
    if (tables.length >= target) break;
    const ua = unitOf.get(a)!;
    const ub = unitOf.get(b)!;
    if (placed.has(ua) || placed.has(ub)) continue;
    const seated = ua === ub ? ua : [...ua, ...ub];
    if (seated.length > size || (ua !== ub && clash(ua, ub))) continue;
    tables.push([...seated]);
    placed.add(ua).add(ub);
  }
  while (tables.length < target) tables.push([]);

  // 3. Fill.
  const fits = (unit: readonly string[], table: readonly string[]) =>
    table.length + unit.length <= size && !clash(unit, table);
  const rest = units
    .filter((u) => !placed.has(u))
    .sort((x, y) => y.length - x.length || x[0]!.localeCompare(y[0]!));
  for (const unit of rest) {
    let best = -1;
    let bestScore = Infinity;
    tables.forEach((table, i) => {
      if (!fits(unit, table)) return;
      const bringsFirst = !hasIntro(table) && introBetween(unit, table);
      const score = (bringsFirst ? 0 : size + 1) + table.length;
      if (score < bestScore) [best, bestScore] = [i, score];
    });
    if (best < 0) best = makeRoom(unit);
    tables[best]!.push(...unit);
  }

  /** A table for `unit` after moving one single elsewhere, or a new table. */
  function makeRoom(unit: readonly string[]): number {
    for (let i = 0; i < tables.length; i++) {
      const table = tables[i]!;
      for (const single of table) {
        if (unitOf.get(single)!.length !== 1) continue;
        const left = table.filter((m) => m !== single);
        if (!fits(unit, left) || (hasIntro(table) && !hasIntro(left))) continue;
        const to = tables.findIndex((other, j) => j !== i && fits([single], other));
        if (to < 0) continue;
        tables[to]!.push(single);
        tables[i] = left;
        return i;
      }
    }
    tables.push([]);
    return tables.length - 1;
  }

  // 4. Repair.
  for (let pass = 0; pass < 3; pass++) {
    let helped = false;
    for (let i = 0; i < tables.length; i++) {
      if (hasIntro(tables[i]!)) continue;
      if (bringIntroduction(i)) helped = true;
    }
    if (!helped) break;
  }

  /** Moves (or swaps in) a unit introduced to someone at table `i` from a table that keeps its own. */
  function bringIntroduction(i: number): boolean {
    const table = tables[i]!;
    for (let j = 0; j < tables.length; j++) {
      if (j === i) continue;
      const from = tables[j]!;
      const fromHad = hasIntro(from);
      for (const unit of new Set(from.map((m) => unitOf.get(m)!))) {
        if (!introBetween(unit, table) || clash(unit, table)) continue;
        const left = from.filter((m) => !unit.includes(m));
        if (left.length === 0) continue;
        if (table.length + unit.length <= size && (!fromHad || hasIntro(left))) {
          tables[i] = [...table, ...unit];
          tables[j] = left;
          return true;
        }
        for (const single of table) {
          if (unitOf.get(single)!.length !== 1) continue;
          const stay = table.filter((m) => m !== single);
          if (stay.length + unit.length > size || !introBetween(unit, stay)) continue;
          const swapped = [...left, single];
          if (!fits([single], left) || (fromHad && !hasIntro(swapped))) continue;
          tables[i] = [...stay, ...unit];
          tables[j] = swapped;
          return true;
        }
      }
    }
    return false;
  }

  return { tables: tables.filter((t) => t.length > 0).map((t) => [...t]) };
}
