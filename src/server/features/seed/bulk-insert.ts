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
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${casts(columns)} from ${unnest(columns, chunk)}`,
    );
  }
}

/**
 * Sets columns of many rows the same way, one statement per 5,000: the first column names the
 * row (its key), the others are set.
 */
export async function updateRows(
  tx: Db,
  table: string,
  columns: ColumnSpec[],
  rows: Row[],
): Promise<void> {
  const [[key, keyType], ...set] = columns as [ColumnSpec, ...ColumnSpec[]];
  const assignments = sql.raw(
    set.map(([name, type], i) => `"${name}" = c${i + 1}::${type}`).join(", "),
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.execute(
      sql`update ${sql.identifier(table)} t set ${assignments} from ${unnest(columns, chunk)}
           where t.${sql.identifier(key)} = c0::${sql.raw(keyType)}`,
    );
  }
}

const casts = (columns: ColumnSpec[]) =>
  sql.raw(columns.map(([, type], i) => `c${i}::${type}`).join(", "));

/** The rows as `unnest(text[], …) as u(c0, c1, …)`, one text[] parameter per column. */
function unnest(columns: ColumnSpec[], rows: Row[]) {
  const params = sql.join(
    columns.map(([name]) => sql`${sql.param(rows.map((row) => toText(row[name])))}::text[]`),
    sql`, `,
  );
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(", "));
  return sql`unnest(${params}) as u(${aliases})`;
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
