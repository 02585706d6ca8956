import { sql } from "drizzle-orm";

/** A shared constant written into a CHECK as a literal, so the constraint and the forms agree. */
export const literal = (value: number) => sql.raw(String(value));

/** Shared option values written into a CHECK as a list of literals. */
export const quoted = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(", "));
