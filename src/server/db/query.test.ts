import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";

const t = useTestApp();

describe("database.query, the hot-path query", () => {
  it("returns typed rows and reuses the statement with new parameters", async () => {
    const a = await t().member({ name: "Ana Ruiz", heartsBalance: 7 });
    const b = await t().member({ name: "Ben Cho" });
    const text = "select name, hearts_balance, created_at from profiles where id = $1";
    const [first] = await t().database.query<{
      name: string;
      hearts_balance: number;
      created_at: Date;
    }>(text, [a.id]);
    const [second] = await t().database.query<{ name: string }>(text, [b.id]);
    expect(first).toMatchObject({ name: "Ana Ruiz", hearts_balance: 7 });
    expect(first!.created_at).toBeInstanceOf(Date);
    expect(second).toMatchObject({ name: "Ben Cho" });
  });

  it("recovers after a statement fails, and reports the database's error", async () => {
    const text = "select count(*)::int as n from profiles where created_at > $1";
    await expect(t().database.query(text, ["not a date"])).rejects.toThrow(/timestamp/i);
    const [row] = await t().database.query<{ n: number }>(text, [new Date(0)]);
    expect(row).toEqual({ n: 0 });
    await expect(t().database.query("select nope from nowhere", [])).rejects.toThrow(/nowhere/);
  });

  // PGlite has one connection: a query must queue behind an open transaction, not run inside it.
  // PostgreSQL reads on another connection and sees the committed row, so there is nothing to test.
  it.skipIf(isPostgres)("waits for an open transaction instead of running inside it", async () => {
    const member = await t().member({ name: "Cleo Park" });
    const text = "select name from profiles where id = $1";
    let read: Promise<{ name: string }[]> | undefined;
    await t().db.transaction(async (tx) => {
      await tx.execute(sql`update profiles set name = 'Cleo P.' where id = ${member.id}`);
      read = t().database.query<{ name: string }>(text, [member.id]);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(await read).toEqual([{ name: "Cleo P." }]);
  });
});
