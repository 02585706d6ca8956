import { eq, sql } from "drizzle-orm";
import { markReadAbout } from "../notifications";
import { CERTIFICATIONS_SHOWN, DAY_MS, HIDDEN_AFTER_DAYS, type Reaction } from "#shared/constants";
import {
  MESSAGES_PAGE_SIZE,
  type Conversation,
  type ConversationSection,
  type Message,
  type MessagesPage,
} from "#shared/schemas/chat";
import type { Sexuality } from "#shared/options";
import { MESSAGE_REMOVED_TEXT } from "#shared/texts";
import type { ServiceContext } from "../../http/context";
import { queryRows, sqlText } from "../../db/client";
import { cachePerDatabase, SNAPSHOT_VERSION } from "../../db/snapshot-cache";
import { matches } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { certifiedClubNames } from "../clubs";
import { memberMatch } from "../matching";
import { partnerOf, notBlocked } from "../relations";
import { mainPhotoOfListed, toPhoto, type PhotoRow } from "../photos";
import { memberVerified } from "../verification";
import { formerMessagesCutoff, stillShown } from "./former-members";
import { unreadIn } from "./unread";
import { receiptsShown } from "./open-conversation";

/** One conversation as the query's JSON has it (times as text). */
interface ConversationRow {
  matchId: string;
  matchedAt: string;
  lastAt: string | null;
  lastSender: string | null;
  lastText: string | null;
  lastTextAt: string | null;
  lastTextFromMe: boolean | null;
  lastUnsent: boolean | null;
  partnerId: string;
  partnerName: string;
  partnerAge: number;
  partnerPronouns: string;
  partnerSexuality: Sexuality;
  partnerNeighborhood: string;
  certifications: string[];
  mainPhoto: PhotoRow | null;
  verified: boolean;
  unread: number;
  muted: boolean;
  left: boolean;
}

/**
 * Hidden after 7 days of silence (or muted); your turn with no message or the partner's
 * last. A match nobody has written in has been silent since it started.
 */
export function sectionOf(
  {
    matchedAt,
    lastAt,
    lastSender,
    muted,
    left = false,
  }: Pick<ConversationRow, "matchedAt" | "lastAt" | "lastSender" | "muted"> & { left?: boolean },
  userId: string,
  now: Date,
): ConversationSection {
  if (muted) return "hidden";
  // A partner who left: nothing more to answer, so never "your turn".
  if (left) return "theirTurn";
  const silentSince = Date.parse(lastAt ?? matchedAt);
  if (now.getTime() - silentSince >= HIDDEN_AFTER_DAYS * DAY_MS) return "hidden";
  return lastSender === userId ? "theirTurn" : "yourTurn";
}

/*
 * One statement for the whole list, run as a prepared statement: no query per conversation.
 * Unread counts come from the match row (unread.ts). The list comes back as one JSON value:
 * PGlite turns 200 rows of columns into objects more slowly than it runs the query. The list
 * is kept per member with the database snapshot it was read at ($2): while nothing anywhere
 * has been written since, the statement returns no list and the kept one is still true.
 */
const CONVERSATIONS = `
with snapshot as (select ${SNAPSHOT_VERSION} as version)
select s.version, case when s.version = $2 then null else (
with mine as (
  select m.*, ${sqlText(partnerOf("m", sql.raw("$1")))} as partner_id
    from matches m
   where (m.user_a_id = $1 or m.user_b_id = $1) and m.status in ('active', 'left')
)
select coalesce(json_agg(c order by c."sortAt" desc, c."matchId"), '[]'::json)::text from (
select m.id as "matchId", m.created_at as "matchedAt", m.last_message_at as "lastAt",
       coalesce(m.last_message_at, m.created_at) as "sortAt",
       m.last_message_sender_id as "lastSender", last.text as "lastText",
       last.sent_at as "lastTextAt", last.sender_id = $1 as "lastTextFromMe",
       last.unsent_at is not null as "lastUnsent",
       p.id as "partnerId", p.name as "partnerName", p.age as "partnerAge",
       p.pronouns as "partnerPronouns", p.sexuality as "partnerSexuality",
       p.neighborhood as "partnerNeighborhood",
       ${sqlText(certifiedClubNames(sql.raw("p.id"), CERTIFICATIONS_SHOWN))} as certifications,
       ${sqlText(mainPhotoOfListed(sql.raw("p.id")))} as "mainPhoto",
       ${sqlText(memberVerified(sql.raw("p.id")))} as verified,
       ${unreadIn("m", "$1", "last.id")} as unread,
       u.match_id is not null as muted, m.status = 'left' as "left"
  from mine m
  join profiles p on p.id = m.partner_id
  left join mutes u on u.profile_id = $1 and u.match_id = m.id
  -- The newest message still shown: a partner who left, only up to 30 days on (former-members.ts).
  left join lateral (select x.id, x.text, x.sent_at, x.sender_id, x.unsent_at from messages x where x.match_id = m.id
     and (x.sender_id = $1 or p.deleted_at is null or p.deleted_at > $3::timestamptz)
     order by x.id desc limit 1) last on true
 where ${sqlText(notBlocked(sql.raw("$1"), sql.raw("p.id")))}
) c) end as list
from snapshot s`;

// A few hundred members' lists: ~0.3 KB per conversation.
const listsOf = cachePerDatabase<ConversationRow[]>(256);

/** Text History: every conversation of the member, in one query however many there are. */
export async function listConversations({
  database,
  userId,
  now,
}: ServiceContext): Promise<Conversation[]> {
  const cache = listsOf(database);
  const kept = cache.get(userId);
  const [result] = await database.query<{ version: string; list: string | null }>(CONVERSATIONS, [
    userId,
    kept?.version ?? "",
    formerMessagesCutoff(now).toISOString(),
  ]);
  let rows = kept?.value;
  if (result!.list !== null) {
    rows = JSON.parse(result!.list) as ConversationRow[];
    cache.set(userId, result!.version, rows);
  }
  return rows!.map((row) => ({
    matchId: row.matchId,
    partner: {
      id: row.partnerId,
      name: row.partnerName,
      age: row.partnerAge,
      pronouns: row.partnerPronouns,
      sexuality: row.partnerSexuality,
      neighborhood: row.partnerNeighborhood,
      certifications: row.certifications,
      mainPhoto: toPhoto(row.mainPhoto),
      verified: row.verified,
    },
    lastMessage:
      row.lastTextAt && row.lastText !== null
        ? {
            // An unsent message's text is never sent again.
            text: row.lastUnsent ? MESSAGE_REMOVED_TEXT : row.lastText,
            sentAt: new Date(row.lastTextAt).toISOString(),
            fromMe: row.lastTextFromMe === true,
          }
        : null,
    matchedAt: new Date(row.matchedAt).toISOString(),
    unread: row.muted ? 0 : row.unread,
    muted: row.muted,
    section: sectionOf(row, userId, now),
    partnerLeft: row.left,
  }));
}

/** A message as the thread's query has it. */
interface MessageRow {
  id: number | string;
  matchId: string;
  senderId: string;
  text: string;
  sentAt: string | Date;
  nudge: boolean;
  edited: boolean;
  unsent: boolean;
  replyToId: number | string | null;
  quoteFromMe: boolean | null;
  quoteLine: string | null;
  reactions: { emoji: Reaction; mine: boolean }[] | null;
}

/** How much of a quoted message's first line a reply carries. */
const QUOTE_MAX = 140;

/** A message as `viewerId` sees it: the safety note is for its reader only. */
const toMessage = (row: MessageRow, viewerId: string): Message => ({
  id: Number(row.id),
  matchId: row.matchId,
  senderId: row.senderId,
  text: row.unsent ? "" : row.text,
  sentAt: new Date(row.sentAt).toISOString(),
  ...(row.unsent ? { removed: true as const } : {}),
  ...(row.edited && !row.unsent ? { edited: true as const } : {}),
  ...(row.replyToId !== null && !row.unsent
    ? {
        replyTo: {
          id: Number(row.replyToId),
          fromMe: row.quoteFromMe === true,
          firstLine: row.quoteLine,
        },
      }
    : {}),
  ...(row.reactions && !row.unsent ? { reactions: row.reactions } : {}),
  ...(row.nudge && !row.unsent && row.senderId !== viewerId ? { safetyNote: true as const } : {}),
});

/** A page of the thread, oldest first: the newest page, or the one before message `before`. */
export async function listMessages(
  { db, userId, now }: ServiceContext,
  { matchId, before }: { matchId: string; before?: number },
): Promise<MessagesPage> {
  await memberMatch(db, userId, matchId, { orLeft: true });
  const [rows, [receipt]] = await Promise.all([
    queryRows<MessageRow>(
      db,
      sql`select x.id, x.match_id as "matchId", x.sender_id as "senderId", x.text,
                 x.sent_at as "sentAt", x.nudge, x.edited_at is not null as edited,
                 x.unsent_at is not null as unsent, x.reply_to_id as "replyToId",
                 q.sender_id = ${userId} as "quoteFromMe",
                 case when q.unsent_at is null and ${stillShown(sql.raw("q.sender_id"), now)}
                      then left(split_part(q.text, E'\n', 1), ${QUOTE_MAX}) end as "quoteLine",
                 (select json_agg(json_build_object('emoji', r.emoji, 'mine', r.member_id = ${userId})
                                  order by r.created_at)
                    from message_reactions r where r.message_id = x.id) as reactions
            from messages x
            left join messages q on q.id = x.reply_to_id and q.match_id = x.match_id
           where x.match_id = ${matchId}::uuid
             ${before ? sql`and x.id < ${before}` : sql``}
             and ${stillShown(sql.raw("x.sender_id"), now)}
           order by x.id desc
           limit ${MESSAGES_PAGE_SIZE + 1}`,
    ),
    queryRows<{ readAt: string | Date | null }>(
      db,
      sql`select case when m.user_a_id = ${userId} then m.user_b_read_at else m.user_a_read_at end as "readAt"
            from matches m where m.id = ${matchId}::uuid and ${receiptsShown("m")}`,
    ),
  ]);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return {
    messages: page.map((row) => toMessage(row, userId)),
    olderCursor: rows.length > MESSAGES_PAGE_SIZE ? Number(page[0]!.id) : null,
    partnerReadAt: receipt?.readAt ? new Date(receipt.readAt).toISOString() : null,
  };
}

/**
 * Marks the conversation read up to now, with the member's notifications about it (the match,
 * its messages, their turn), so nothing about it is mailed or pushed after; tells the member's
 * other screens and the partner.
 */
export async function markRead(
  { db, userId, now }: ServiceContext,
  { matchId }: { matchId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, matchId, { orLeft: true });
    await tx
      .update(matches)
      .set(
        match.userAId === userId
          ? { userAReadAt: now, userAUnread: 0 }
          : { userBReadAt: now, userBUnread: 0 },
      )
      .where(eq(matches.id, matchId));
    await markReadAbout(tx, {
      memberId: userId,
      // Opening it is seeing the match too: "You matched" waits to be mailed or pushed no more.
      kinds: ["match", "message", "yourTurn"],
      objectId: matchId,
      now,
    });
    // The partner's screen shows "Read" from it when both members have receipts on.
    const [receipts] = await queryRows<{ shown: boolean }>(
      tx,
      sql`select ${receiptsShown("m")} as shown from matches m where m.id = ${matchId}::uuid`,
    );
    await publish(tx, {
      type: "conversation.read",
      to: [userId, match.partnerId],
      data: receipts?.shown
        ? { matchId, readerId: userId, readAt: now.toISOString() }
        : { matchId },
    });
  });
}
