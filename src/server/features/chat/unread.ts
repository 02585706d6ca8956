import { sql } from "drizzle-orm";

/**
 * SQL for a member's unread messages in match `m`: the count kept on the match row by sending
 * and reading, plus the partner's messages stored past it (written without the app, until
 * `recountUnread` catches up). `member` is an SQL expression for the member's id: a
 * parameter or a column. Text History and the home screen both count this way, so their
 * numbers agree.
 *
 * A caller that already has the match's newest message id passes it as `newestId`: then the
 * messages are only looked at when some are past the count, which is rare once the app has
 * been sending them.
 */
export function unreadIn(m: string, member: string, newestId?: string) {
  const mine = (column: string) =>
    `case when ${m}.user_a_id = ${member} then ${m}.user_a_${column} else ${m}.user_b_${column} end`;
  const countedThrough = `coalesce(${m}.unread_counted_through, 0)`;
  const uncounted = `(select count(*)::int from messages unread_message
        where unread_message.match_id = ${m}.id and unread_message.id > ${countedThrough}
          and unread_message.sender_id <> ${member} and unread_message.unsent_at is null
          and unread_message.sent_at > coalesce(${mine("read_at")}, '-infinity'::timestamptz))`;
  return newestId
    ? `(${mine("unread")} + case when ${newestId} > ${countedThrough} then ${uncounted} else 0 end)`
    : `(${mine("unread")} + ${uncounted})`;
}

// A match's kept counts, counted as `unreadIn` would.
const recountColumns = sql`
    user_a_unread = (select count(*) from messages x where x.match_id = m.id and x.sender_id <> m.user_a_id
                       and x.unsent_at is null
                       and x.sent_at > coalesce(m.user_a_read_at, '-infinity'::timestamptz)),
    user_b_unread = (select count(*) from messages x where x.match_id = m.id and x.sender_id <> m.user_b_id
                       and x.unsent_at is null
                       and x.sent_at > coalesce(m.user_b_read_at, '-infinity'::timestamptz)),
    unread_counted_through = (select max(x.id) from messages x where x.match_id = m.id)`;

/**
 * Brings the kept counts up to date for matches whose messages were written without the app
 * (the seed, the benches), counting as `recountColumns` does, so reads needn't count them each
 * time. One grouped pass over the messages rather than three lookups per match: the
 * 100,000-member seed writes 1.5 million messages at once.
 */
export const recountUnread = sql`
  update matches m
     set user_a_unread = c.a_unread, user_b_unread = c.b_unread, unread_counted_through = c.through
    from (select mm.id,
                 count(*) filter (where x.sender_id <> mm.user_a_id
                   and x.sent_at > coalesce(mm.user_a_read_at, '-infinity'::timestamptz)) as a_unread,
                 count(*) filter (where x.sender_id <> mm.user_b_id
                   and x.sent_at > coalesce(mm.user_b_read_at, '-infinity'::timestamptz)) as b_unread,
                 max(x.id) as through
            from matches mm join messages x on x.match_id = mm.id
           group by mm.id
          having max(x.id) > coalesce(mm.unread_counted_through, 0)) c
   where m.id = c.id`;

/** The same recount for one match, after a message of it was removed (moderation). */
export const recountUnreadOf = (matchId: string) =>
  sql`update matches m set ${recountColumns} where m.id = ${matchId}`;
