/**
 * SQL for a member's unread messages in match `m`: the count kept on the match row by sending
 * and reading, plus the partner's messages stored past it (the seed writes messages without
 * keeping it). `member` is an SQL expression for the member's id: a parameter or a column.
 * Text History and the home screen both count this way, so their numbers agree.
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
          and unread_message.sender_id <> ${member}
          and unread_message.sent_at > coalesce(${mine("read_at")}, '-infinity'::timestamptz))`;
  return newestId
    ? `(${mine("unread")} + case when ${newestId} > ${countedThrough} then ${uncounted} else 0 end)`
    : `(${mine("unread")} + ${uncounted})`;
}
