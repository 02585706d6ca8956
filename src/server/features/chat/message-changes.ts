import { sql } from "drizzle-orm";
import { MESSAGE_CHANGE_MINUTES, NUDGE_WINDOW_DAYS, type Reaction } from "#shared/constants";
import type { Message } from "#shared/schemas/chat";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { ConflictError, NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { memberMatch } from "../matching";
import { notify } from "../notifications";
import { nudgeKindOf } from "../safety";
import { extrasAllowed } from "./open-conversation";

const TOO_LATE_TO_CHANGE = `A message can be edited or unsent for ${MESSAGE_CHANGE_MINUTES} minutes after it was sent.`;

interface MessageRef {
  matchId: string;
  messageId: number;
}

/** Why a change to the member's own message found nothing: gone, not theirs, or too late. */
async function refusal(tx: Db, userId: string, { matchId, messageId }: MessageRef) {
  const [row] = await queryRows<{ unsent: boolean }>(
    tx,
    sql`select unsent_at is not null as unsent from messages
         where id = ${messageId} and match_id = ${matchId}::uuid and sender_id = ${userId}`,
  );
  if (!row) return new NotFoundError("Message");
  if (row.unsent) return new ConflictError("This message was unsent.", "message_unsent");
  return new ConflictError(TOO_LATE_TO_CHANGE, "too_late");
}

// The member's own message, still shown and within its 15 minutes.
const changeable = (userId: string, { matchId, messageId }: MessageRef, now: Date) =>
  sql`id = ${messageId} and match_id = ${matchId}::uuid and sender_id = ${userId}
      and unsent_at is null
      and sent_at > ${now.toISOString()}::timestamptz - make_interval(mins => ${MESSAGE_CHANGE_MINUTES})`;

/**
 * Edits the member's own message within 15 minutes of sending it: the text it had is kept as a
 * version (a report's evidence shows every one), the nudge check reads the new text too, and
 * both members' screens fetch the thread. The same text again changes nothing.
 */
export async function editMessage(
  { db, userId, now }: ServiceContext,
  ref: MessageRef,
  text: string,
): Promise<Pick<Message, "id" | "text">> {
  return db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, ref.matchId);
    const nudge = nudgeKindOf(text) !== null;
    const [row] = await queryRows<{ id: number; text: string; changed: boolean }>(
      tx,
      sql`with old as (
            select id, text, coalesce(edited_at, sent_at) as written_at from messages
             where ${changeable(userId, ref, now)} for update
          ), kept as (
            insert into message_versions (message_id, text, written_at, replaced_at)
            select id, text, written_at, ${now.toISOString()}::timestamptz from old where text <> ${text}
            returning 1
          ), edited as (
            update messages x
               set text = ${text}, edited_at = ${now.toISOString()}::timestamptz,
                   nudge = x.nudge or (${nudge}::boolean and ${now.toISOString()}::timestamptz
                     - (select created_at from matches where id = x.match_id) <= make_interval(days => ${NUDGE_WINDOW_DAYS}))
              from old where x.id = old.id and old.text <> ${text}
            returning x.id
          )
          select old.id::int as id, ${text} as text, exists (select 1 from edited) as changed from old`,
    );
    if (!row) throw await refusal(tx, userId, ref);
    if (row.changed) {
      await publish(tx, {
        type: "message.changed",
        to: [userId, match.partnerId],
        data: { matchId: ref.matchId },
      });
    }
    return { id: Number(row.id), text: row.text };
  });
}

/** Whether message `x` is one counted in side `side`'s kept unread count of match `m`. */
const unreadByPartner = (side: "a" | "b") =>
  sql.raw(`m.user_${side}_id <> x.sender_id and m.user_${side}_unread > 0
    and x.id <= coalesce(m.unread_counted_through, 0)
    and x.sent_at > coalesce(m.user_${side}_read_at, '-infinity'::timestamptz)`);

/**
 * Unsends the member's own message within 15 minutes: both see "Message removed". Its text stays
 * for a report's evidence only; no screen is sent it again.
 */
export async function unsendMessage(
  { db, userId, now }: ServiceContext,
  ref: MessageRef,
): Promise<void> {
  await db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, ref.matchId);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`update messages set unsent_at = ${now.toISOString()}::timestamptz
           where ${changeable(userId, ref, now)} returning id`,
    );
    if (!row) throw await refusal(tx, userId, ref);
    // Unread by the partner, it no longer counts as unread.
    await tx.execute(sql`update matches m set
        user_a_unread = case when ${unreadByPartner("a")} then m.user_a_unread - 1 else m.user_a_unread end,
        user_b_unread = case when ${unreadByPartner("b")} then m.user_b_unread - 1 else m.user_b_unread end
       from messages x where x.id = ${row.id} and m.id = x.match_id`);
    await publish(tx, {
      type: "message.changed",
      to: [userId, match.partnerId],
      data: { matchId: ref.matchId },
    });
  });
}

/**
 * Puts the member's reaction on a message of the conversation (replacing theirs), or takes it
 * off (null). Only where typing and receipts are too: not in a muted, ended or blocked one. The
 * message's sender is notified of a new reaction by its kind alone, never its message.
 */
export async function setReaction(
  { db, userId, now }: ServiceContext,
  ref: MessageRef,
  emoji: Reaction | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, ref.matchId);
    const [message] = await queryRows<{ senderId: string }>(
      tx,
      sql`select x.sender_id as "senderId" from messages x join matches m on m.id = x.match_id
           where x.id = ${ref.messageId} and x.match_id = ${ref.matchId}::uuid
             and x.unsent_at is null and ${extrasAllowed("m")}
           for update of x`,
    );
    if (!message) throw new NotFoundError("Message");
    const changed =
      emoji === null
        ? await queryRows<{ one: number }>(
            tx,
            sql`delete from message_reactions where message_id = ${ref.messageId} and member_id = ${userId}
                returning 1 as one`,
          )
        : await queryRows<{ one: number }>(
            tx,
            sql`insert into message_reactions (message_id, member_id, emoji, created_at)
                values (${ref.messageId}, ${userId}, ${emoji}, ${now.toISOString()}::timestamptz)
                on conflict (message_id, member_id) do update
                   set emoji = excluded.emoji, created_at = excluded.created_at
                 where message_reactions.emoji <> excluded.emoji
                returning 1 as one`,
          );
    if (changed.length === 0) return;
    if (emoji !== null) {
      await notify(tx, {
        to: message.senderId,
        kind: "reaction",
        objectId: ref.matchId,
        actorId: userId,
        now,
      });
    }
    await publish(tx, {
      type: "message.changed",
      to: [userId, match.partnerId],
      data: { matchId: ref.matchId },
    });
  });
}
