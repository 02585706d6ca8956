import { describe, expect, it } from "vitest";
import { generatedGuests } from "#tests/support/seating-guests";
import { planSeating, type SeatingInput } from "./seating-plan";

const together = (table: string[], [a, b]: readonly [string, string]) =>
  table.includes(a) && table.includes(b);

/** Every rule a plan keeps, whatever the guests: each seated once, tables within size, pairs
 * together, nobody beside someone they must sit apart from. */
function expectRulesKept(input: SeatingInput, tables: string[][]) {
  expect(tables.flat().sort()).toEqual([...input.guests].sort());
  for (const table of tables) {
    expect(table.length).toBeGreaterThan(0);
    expect(table.length).toBeLessThanOrEqual(input.tableSize);
    for (const two of input.apart) expect(together(table, two), two.join(" & ")).toBe(false);
  }
  for (const pair of input.pairs)
    expect(
      tables.some((table) => together(table, pair)),
      pair.join(" & "),
    ).toBe(true);
}

const withIntroduction = (input: SeatingInput, tables: string[][]) =>
  tables.filter((table) => input.introductions.some((two) => together(table, two))).length;

describe("the seating plan of 200 generated guests", () => {
  for (const seed of [1, 2, 3, 42, 2026]) {
    it(`keeps every rule and gives every table an introduction (seed ${seed})`, () => {
      const input = generatedGuests(200, { seed });
      const { tables } = planSeating(input);
      expectRulesKept(input, tables);
      expect(tables.length).toBe(Math.ceil(200 / 6));
      expect(withIntroduction(input, tables)).toBe(tables.length);
    });
  }

  it("with only 5 introductions, seats each at a table of its own: 5 tables hold one", () => {
    const input = generatedGuests(200, { seed: 7, introductions: 5, apart: 50 });
    const { tables } = planSeating(input);
    expectRulesKept(input, tables);
    expect(withIntroduction(input, tables)).toBe(5);
  });

  it("keeps the rules when many must sit apart (a table more if it has to)", () => {
    const input = generatedGuests(200, { seed: 9, tableSize: 8, apart: 1500 });
    const { tables } = planSeating(input);
    expectRulesKept(input, tables);
    expect(withIntroduction(input, tables)).toBeGreaterThan(tables.length * 0.9);
  });
});

describe("the seating plan's edges", () => {
  it("seats nobody when nobody comes, and one table for a few", () => {
    expect(
      planSeating({ guests: [], tableSize: 6, pairs: [], introductions: [], apart: [] }),
    ).toEqual({ tables: [] });
    const { tables } = planSeating({
      guests: ["a", "b", "c"],
      tableSize: 6,
      pairs: [],
      introductions: [],
      apart: [],
    });
    expect(tables).toEqual([["a", "b", "c"]]);
  });

  it("keeps two who must sit apart at different tables even when one table would hold all", () => {
    const { tables } = planSeating({
      guests: ["a", "b", "c", "d"],
      tableSize: 6,
      pairs: [["a", "b"]],
      introductions: [["a", "c"]],
      apart: [["b", "d"]],
    });
    expect(tables).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("splits a pair whose two must sit apart rather than seat them together", () => {
    const { tables } = planSeating({
      guests: ["a", "b"],
      tableSize: 6,
      pairs: [["a", "b"]],
      introductions: [],
      apart: [["a", "b"]],
    });
    expect(tables).toHaveLength(2);
  });
});
