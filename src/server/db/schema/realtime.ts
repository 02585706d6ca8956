import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who has Vouch open: a row per server process and member with a live stream there, kept fresh
 * by the process's heartbeat (realtime/presence.ts). A process that died leaves rows that go
 * stale, and stale rows count for nothing.
 */
export const livePresence = pgTable(
  "live_presence",
  {
    processId: text("process_id").notNull(),
    // No reference to profiles: it is written beside every stream, and a departed member's rows
    // go stale like any other.
    memberId: text("member_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.memberId] }),
    index("live_presence_member_idx").on(t.memberId),
  ],
);
