// The http floor's table: rate-limit counters, shared by every process.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
