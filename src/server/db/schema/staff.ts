import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "#shared/schemas/staff";
import { user } from "./account";

export const staffRoleEnum = pgEnum("staff_role", STAFF_ROLES);

/** Who runs Vouch: each row one role of one member, granted from the command line or by an admin. */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: staffRoleEnum("role").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who granted it; null from the command line. */
    grantedBy: text("granted_by"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Every grant, revocation and staff action (an event published, a question retired), append-only
 * as the database enforces (migration 0043). Its ids are plain text, so no account deletion
 * cascades into it; a null actor is the command line.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    target: text("target").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_audit_action_length", sql`char_length(${t.action}) between 1 and 60`),
    index("staff_audit_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);
