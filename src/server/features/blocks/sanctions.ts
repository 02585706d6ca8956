import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { moderationSanctions } from "../../db/schema";

/*
 * A suspension or a ban hides the member the way a block does, from everyone: `notBlocked` reads
 * it, so every list that already honours blocks honours sanctions too (decision 0039). It lives
 * here, below every feature that shows members, rather than in moderation, which sits above them.
 */

/**
 * True while `member` is suspended or banned. The database's clock (`now()`), since the block rule
 * has no other: a suspension ends on its own, no job lifts it.
 */
export function sanctionedNow(member: AnyColumn | SQL | string): SQL {
  return sql`exists (select 1 from ${moderationSanctions}
    where ${moderationSanctions.memberId} = ${member}
      and (${moderationSanctions.endsAt} is null or ${moderationSanctions.endsAt} > now()))`;
}
