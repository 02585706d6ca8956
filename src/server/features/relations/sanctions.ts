import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { HELD_TEXT, limitedText } from "#shared/texts";
import { queryRows, type Db } from "../../db/client";
import { moderationCases, moderationSanctions } from "../../db/schema";
import { ForbiddenError } from "../../http/errors";

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
 * limited, or a tripwire put on hold (an open case with a hold, until a moderator acts on it):
 * they still read and reply in the conversations they have. Called before the operation's
 * transaction: a limit that lands during one takes effect with the next.
 */
export async function assertNotLimited(db: Db, memberId: string, now: Date): Promise<void> {
  const [found] = await queryRows<{ endsAt: string | null; held: boolean }>(
    db,
    sql`select (select max(ends_at) from ${moderationSanctions}
                 where member_id = ${memberId} and kind = 'limit'
                   and ends_at > ${now.toISOString()}::timestamptz) as "endsAt",
               exists (select 1 from ${moderationCases}
                        where member_id = ${memberId} and status = 'open' and hold is not null)
                 as held`,
  );
  if (found?.endsAt) throw new ForbiddenError(limitedText(new Date(found.endsAt)), "limited");
  if (found?.held) throw new ForbiddenError(HELD_TEXT, "limited");
}

/** Whether the member is suspended or banned now: they get no session, whichever way they sign in. */
export async function isSanctioned(db: Db, memberId: string): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`select ${sanctionedNow(memberId)} as yes`,
  );
  return row?.yes === true;
}
