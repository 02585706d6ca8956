import { EARN, FIRST_MESSAGE_BONUS_HOURS, NUDGE_WINDOW_DAYS } from "#shared/constants";
import { earnInStatement, LEDGER_REASON } from "../hearts";
import { memberStarted } from "../matching";
import { partnerOf, notBlocked } from "../relations";
import { nudgeKindOf } from "../safety";
import { notifyMessageStatement } from "../notifications";
import type { SendMessageResponse } from "#shared/schemas/chat";
import type { ServiceContext } from "../../http/context";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { queryRows, sqlText, type Db } from "../../db/client";
import { NotFoundError, ValidationError } from "../../http/errors";
import { attemptsSoFar, countAttemptStatement } from "../../http/rate-limit";
import { EVENTS_CHANNEL } from "../../realtime/hub";
import { tooManyWrites, writeLimitKey, type WriteLimit } from "../../http/write-limits";
import { isUuid } from "../../http/validation";

// pg_notify refuses payloads of 8,000 bytes; a long message is announced without its text.
const NOTIFY_BUDGET_BYTES = 7000;

/*
 * Sending is the hottest write, so it is one statement (atomic on its own, and one call into
 * PGlite instead of seven): lock the match (it must be the sender's, with no block either way),
 * store the message, move the match's last message and the sender's read mark, keep the unread
 * counts, count the message into the reader's notification for the
 * conversation, credit the first-message heart through hearts' own statement form (balance and ledger
 * row together, once per match), and notify both members.
 * A reply ($11) names the message it answers, which the caller has found in the match; its
 * event goes out without it, so screens fetch the thread with the quote.
 * A message the nudge check caught ($7) is flagged when the match is in its first days; its
 * event goes out without the message, so each side fetches it as their own list shows it (the
 * reader with the safety note, the sender without).
 *
 * Unread counts follow the order in which messages are stored (the lock's order), not their
 * clocks: the partner's goes up by one, plus any messages written since the last count (by the
 * seed, say); the sender has read everything before their own message, so theirs is 0.
 *
 * The sender's message limit is counted here too, by the rate limiter's own upsert ($8 the key,
 * $9 the window): past it ($10) the match isn't taken, nothing is written, and no row comes back.
 */
const COUNT_SEND = new PgDialect().sqlToQuery(
  countAttemptStatement(sql.raw("$8"), sql.raw("$9")),
).sql;
const PARTNER = sqlText(partnerOf("m", sql.raw("$1")));
const EARN_FIRST_MESSAGE_HEART = sqlText(
  earnInStatement({
    profileId: sql.raw("$1"),
    amount: EARN.firstMessage,
    reason: sql.raw("$5"),
    due: sql.raw("(select due from reward)"),
  }),
);
// The reader's notification for the conversation: one per conversation, counting messages.
const NOTIFY_READER = sqlText(
  notifyMessageStatement(
    sql.raw(
      "select t.partner_id, s.match_id::text, s.sender_id, s.sent_at from sent s cross join target t",
    ),
  ),
);
const SEND_MESSAGE = `
with counted as (${COUNT_SEND}
), target as (
  select m.id, m.created_at, m.last_message_at, m.first_message_rewarded, m.unread_counted_through,
         ${PARTNER} as partner_id,
         case when m.user_a_id = $1 then m.user_b_read_at else m.user_a_read_at end as partner_read_at
    from matches m
   where m.id = $2::uuid and (m.user_a_id = $1 or m.user_b_id = $1) and m.status = 'active'
     and ${sqlText(notBlocked(sql.raw("$1"), sql.raw(PARTNER)))}
     and (select count from counted) <= $10::int
     for update of m
), reward as (
  select t.last_message_at is null and not t.first_message_rewarded
         and $4::timestamptz - t.created_at <= make_interval(hours => ${FIRST_MESSAGE_BONUS_HOURS}) as due
    from target t
), uncounted as (
  -- Messages not yet in the counts (written other than by sending): none, normally.
  select count(*)::int as n
    from target t join messages x on x.match_id = t.id and x.id > coalesce(t.unread_counted_through, 0)
   where x.sender_id <> t.partner_id and x.sent_at > coalesce(t.partner_read_at, '-infinity'::timestamptz)
), sent as (
  insert into messages (match_id, sender_id, text, sent_at, nudge, reply_to_id)
  select t.id, $1, $3, $4::timestamptz,
         $7::boolean and $4::timestamptz - t.created_at <= make_interval(days => ${NUDGE_WINDOW_DAYS}),
         $11::bigint
    from target t
  returning id, match_id, sender_id, text, sent_at, nudge
), moved as (
  update matches m
     set last_message_at = $4::timestamptz, last_message_sender_id = $1,
         user_a_read_at = case when m.user_a_id = $1 then greatest(m.user_a_read_at, $4::timestamptz) else m.user_a_read_at end,
         user_b_read_at = case when m.user_b_id = $1 then greatest(m.user_b_read_at, $4::timestamptz) else m.user_b_read_at end,
         user_a_unread = case when m.user_a_id = $1 then 0 else m.user_a_unread + (select n from uncounted) + 1 end,
         user_b_unread = case when m.user_b_id = $1 then 0 else m.user_b_unread + (select n from uncounted) + 1 end,
         unread_counted_through = s.id,
         first_message_rewarded = m.first_message_rewarded or (select due from reward)
    from target t join sent s on s.match_id = t.id where m.id = t.id
  returning m.id
), notified_reader as (${NOTIFY_READER}
), ${EARN_FIRST_MESSAGE_HEART}
select s.id, s.match_id as "matchId", s.sender_id as "senderId", s.text, s.sent_at as "sentAt",
       (select count(*) from moved)::int as moved, (select count(*) from ledger)::int as earned,
       (select hearts_balance from earned) as balance, t.last_message_at is null as first,
       pg_notify($6, case when not s.nudge and $11::bigint is null and octet_length(full_event::text) <= ${NOTIFY_BUDGET_BYTES} then full_event
                          else json_build_object('type', 'message.created', 'to', json_build_array(t.partner_id, $1::text),
                                                 'data', json_build_object('matchId', s.match_id)) end::text) as notified
  from sent s cross join target t
  cross join lateral (
    select json_build_object(
      'type', 'message.created',
      'to', json_build_array(t.partner_id, $1::text),
      'data', json_build_object('matchId', s.match_id, 'message', json_build_object(
        'id', s.id, 'matchId', s.match_id, 'senderId', s.sender_id, 'text', s.text,
        'sentAt', to_char(s.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))) as full_event
  ) event`;

/** A reply answers a message of the same conversation that is still shown. */
async function assertQuotable(db: Db, matchId: string, messageId: number) {
  const [found] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from messages where id = ${messageId} and match_id = ${matchId}::uuid
          and unsent_at is null`,
  );
  if (!found)
    throw new ValidationError("That message can't be replied to", {
      replyTo: "That message can't be replied to",
    });
}

interface SentRow {
  id: number | string;
  matchId: string;
  senderId: string;
  text: string;
  sentAt: Date | string;
  earned: number;
  balance: number | null;
  first: boolean;
}

/**
 * Sends a message from `userId` in `matchId`, saying whether it earned the first-message heart;
 * 404 when the match isn't theirs or either blocked the other, 429 past the sender's `limit`.
 */
export async function sendMessage(
  { database, db, userId, now }: ServiceContext,
  { matchId, text, replyTo }: { matchId: string; text: string; replyTo?: number },
  limit: WriteLimit,
): Promise<SendMessageResponse> {
  if (!isUuid(matchId)) throw new NotFoundError("Conversation");
  if (replyTo !== undefined) await assertQuotable(db, matchId, replyTo);
  const key = writeLimitKey(limit, userId);
  const [row] = await database.query<SentRow>(SEND_MESSAGE, [
    userId,
    matchId,
    text,
    now.toISOString(),
    LEDGER_REASON.firstMessage,
    EVENTS_CHANNEL,
    nudgeKindOf(text) !== null,
    key,
    limit.windowSeconds,
    limit.limit,
    replyTo ?? null,
  ]);
  if (!row) {
    // Refusals are rare: only then is it worth a second look to say which it was.
    const { count, retryAfterSeconds } = await attemptsSoFar(db, key, limit.windowSeconds);
    if (count > limit.limit) throw tooManyWrites(limit, retryAfterSeconds);
    throw new NotFoundError("Conversation");
  }
  // The conversation's first message is a start of the sender's own (the activity tripwire).
  if (row.first) await db.transaction((tx) => memberStarted.run(tx, userId, now));
  return {
    message: {
      id: Number(row.id),
      matchId: row.matchId,
      senderId: row.senderId,
      text: row.text,
      sentAt: new Date(row.sentAt).toISOString(),
    },
    heartsEarned: row.earned > 0 ? EARN.firstMessage : 0,
    ...(row.balance !== null && { balance: Number(row.balance) }),
  };
}
