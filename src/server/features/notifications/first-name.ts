import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A member's first name: all a notification says of who did it. */
export const firstNameOf = (name: AnyColumn | SQL) =>
  sql<string | null>`split_part(btrim(${name}), ' ', 1)`;
