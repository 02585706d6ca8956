import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ENDORSEMENT_MAX, PROMPT_ANSWER_MAX } from "#shared/constants";
import { ENDORSEMENT_STATUSES } from "#shared/schemas/endorsements";
import { literal } from "./literal";
import { profiles } from "./profile";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * Friends' own words about a member: an endorsement, or a friend's answer to a
 * prompt the member asked them (`kind` 'prompt', `prompt` set). One of each kind per friend and
 * member. `status` (shared/schemas/endorsements): only 'approved' shows; 'removed' is moderation's
 * (docs/decisions/0038-endorsements.md).
 */
export const endorsements = pgTable(
  "endorsements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Whom the words are about. */
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"endorsement" | "prompt">().notNull(),
    prompt: text("prompt"),
    /** Null while a prompt is asked and not answered. */
    text: text("text"),
    status: text("status").$type<(typeof ENDORSEMENT_STATUSES)[number]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("endorsements_kind", sql`${t.kind} in ('endorsement', 'prompt')`),
    check("endorsements_status", sql`${t.status} in (${quoted(ENDORSEMENT_STATUSES)})`),
    check("endorsements_not_self", sql`${t.memberId} <> ${t.authorId}`),
    check("endorsements_prompt", sql`(${t.kind} = 'prompt') = (${t.prompt} is not null)`),
    check(
      "endorsements_text",
      sql`(${t.status} = 'asked') = (${t.text} is null)
        and (${t.status} <> 'asked' or ${t.kind} = 'prompt')
        and char_length(${t.text}) between 1 and
          case when ${t.kind} = 'prompt' then ${literal(PROMPT_ANSWER_MAX)} else ${literal(ENDORSEMENT_MAX)} end`,
    ),
    uniqueIndex("endorsements_one_per_friend").on(t.memberId, t.authorId, t.kind),
    index("endorsements_author_idx").on(t.authorId),
  ],
);
