import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Row } from "./plan";

/** A column and the SQL type its text value is cast to. */
export type ColumnSpec = [name: string, type: string];

const CHUNK = 5000;

/**
 * Inserts many rows with one statement per 5,000: each column travels as a single text[]
 * parameter and `unnest` turns them back into rows. Thousands of rows cost about as much as a
 * handful, on PGlite and PostgreSQL alike, where a multi-row VALUES would need a parameter per cell.
 */
export async function insertRows(
  tx: Db,
  table: string,
  columns: ColumnSpec[],
  rows: Row[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map(([name]) => sql.param(chunk.map((row) => toText(row[name]))));
    const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
    const casts = sql.raw(columns.map(([, type], i) => `c${i}::${type}`).join(", "));
    const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(", "));
    const params = sql.join(
      arrays.map((array) => sql`${array}::text[]`),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${casts} from unnest(${params}) as u(${aliases})`,
    );
  }
}

function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return String(value);
}

/** A PostgreSQL array literal: {"a","b"} with quotes and backslashes escaped. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) =>
    typeof v === "number"
      ? String(v)
      : `"${String(v).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(",")}}`;
}
