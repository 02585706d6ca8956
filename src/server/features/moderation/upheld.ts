import { sql, type SQL } from "drizzle-orm";
import { moderationActions, moderationAppeals } from "../../db/schema";

/**
 * A closed case was upheld: a moderator acted on it, and no decision of it was overturned on
 * appeal (then no violation was found after all). `c` is the alias of a moderation_cases row.
 * The reporter's "action taken" and an introducer's upheld count both read it.
 */
export const caseUpheld = (c: string): SQL =>
  sql`(${sql.raw(c)}.outcome = 'actioned' and not exists (
    select 1 from ${moderationAppeals}
      join ${moderationActions} on ${moderationActions.id} = ${moderationAppeals.actionId}
     where ${moderationActions.caseId} = ${sql.raw(c)}.id and ${moderationAppeals.status} = 'overturned'))`;
