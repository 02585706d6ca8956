import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The secret sessions and signed links are signed with when `BETTER_AUTH_SECRET` is not set:
 * random, made once by whichever process starts first (one row, id 1), so every process signs
 * alike and a restart keeps everyone signed in (docs/decisions/0052-connections-and-the-kept-secret.md).
 */
export const authSecret = pgTable(
  "auth_secret",
  {
    id: integer("id").primaryKey(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("auth_secret_one_row", sql`${t.id} = 1`)],
);
