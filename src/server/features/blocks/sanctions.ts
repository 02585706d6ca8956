import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { limitedText } from "../../../shared/texts";
import { queryRows, type Db } from "../../db/client";
import { moderationSanctions } from "../../db/schema";
import { ForbiddenError } from "../../errors";

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
      and ${moderationSanctions.kind} <> 'limit'
      and (${moderationSanctions.endsAt} is null or ${moderationSanctions.endsAt} > now()))`;
}

/**
 * Refuses anything new (an introduction, a pairing, a new conversation) to a member a moderator
 * limited: they still read and reply in the conversations they have. Called before the
 * operation's transaction: a limit that lands during one takes effect with the next.
 */
export async function assertNotLimited(db: Db, memberId: string, now: Date): Promise<void> {
  const [limit] = await queryRows<{ endsAt: string }>(
    db,
    sql`select max(ends_at) as "endsAt" from ${moderationSanctions}
         where member_id = ${memberId} and kind = 'limit'
           and ends_at > ${now.toISOString()}::timestamptz
        having count(*) > 0`,
  );
  if (limit) throw new ForbiddenError(limitedText(new Date(limit.endsAt)), "limited");
}
