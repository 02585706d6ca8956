import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The VAPID key pair web push signs with, when `VAPID_*` is not set: made once by whichever
 * process starts first (one row, id 1), so every process signs with the same keys
 * (docs/decisions/0044-web-push.md).
 */
export const pushKeys = pgTable(
  "push_keys",
  {
    id: integer("id").primaryKey(),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("push_keys_one_row", sql`${t.id} = 1`)],
);
