import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { EARN, FIRST_MESSAGE_BONUS_HOURS, HIDDEN_AFTER_DAYS } from "../../../shared/constants";
import {
  MESSAGES_PAGE_SIZE,
  type Conversation,
  type ConversationSection,
  type Message,
  type MessagesPage,
} from "../../../shared/schemas/chat";
import type { ServiceContext } from "../../context";
import { queryRows, type Db } from "../../db/client";
import { matches, messages } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { publish } from "../../realtime/publish";
import { earnHearts } from "../hearts/ledger";
import { clubNamesOf } from "../matching/certifications";
import { notBlocked } from "../safety/blocks";

export type ChatContext = Pick<ServiceContext, "db" | "userId" | "now">;

const DAY_MS = 86_400_000;
const CERTIFICATIONS_SHOWN = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// pg_notify refuses payloads of 8,000 bytes; a long message is announced without its text.
const NOTIFY_BUDGET_BYTES = 7000;
export const FIRST_MESSAGE_REASON = "First message within 48 hours";

interface ConversationRow {
  matchId: string;
  matchedAt: Date | string;
  lastAt: Date | string | null;
  lastSender: string | null;
  lastText: string | null;
  partnerId: string;
  partnerName: string;
  unread: number;
  muted: boolean;
}

/** SPEC §4: hidden after 7 days of silence (or muted); your turn with no message or the partner's last. */
export function sectionOf(
  { lastAt, lastSender, muted }: Pick<ConversationRow, "lastAt" | "lastSender" | "muted">,
  userId: string,
  now: Date,
): ConversationSection {
  if (muted) return "hidden";
  if (lastAt && now.getTime() - new Date(lastAt).getTime() >= HIDDEN_AFTER_DAYS * DAY_MS) return "hidden";
  return lastSender === userId ? "theirTurn" : "yourTurn";
}

/** Text History: every conversation of the member in two queries, however many there are. */
export async function listConversations({ db, userId, now }: ChatContext): Promise<Conversation[]> {
  const partner = sql.raw("p.id");
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select m.id as "matchId", m.created_at as "matchedAt", m.last_message_at as "lastAt",
               m.last_message_sender_id as "lastSender", last.text as "lastText",
               p.id as "partnerId", p.name as "partnerName",
               (select count(*)::int from messages x
                 where x.match_id = m.id and x.sender_id <> ${userId}
                   and x.sent_at > coalesce(case when m.user_a_id = ${userId} then m.user_a_read_at else m.user_b_read_at end,
                                            '-infinity'::timestamptz)) as unread,
               exists (select 1 from mutes u where u.profile_id = ${userId} and u.match_id = m.id) as muted
          from matches m
          join profiles p on p.id = case when m.user_a_id = ${userId} then m.user_b_id else m.user_a_id end
          left join lateral (select x.text from messages x where x.match_id = m.id order by x.id desc limit 1) last on true
         where (m.user_a_id = ${userId} or m.user_b_id = ${userId}) and m.status = 'active'
           and ${notBlocked(userId, partner)}
         order by coalesce(m.last_message_at, m.created_at) desc, m.id`,
  );
  const clubs = await clubNamesOf(db, rows.map((r) => r.partnerId), CERTIFICATIONS_SHOWN);
  return rows.map((row) => ({
    matchId: row.matchId,
    partner: { id: row.partnerId, name: row.partnerName, certifications: clubs.get(row.partnerId) ?? [] },
    lastMessage:
      row.lastAt && row.lastText !== null
        ? { text: row.lastText, sentAt: new Date(row.lastAt).toISOString(), fromMe: row.lastSender === userId }
        : null,
    matchedAt: new Date(row.matchedAt).toISOString(),
    unread: row.muted ? 0 : row.unread,
    muted: row.muted,
    section: sectionOf(row, userId, now),
  }));
}

/** The member's match with its partner, or 404 when it isn't theirs or either blocked the other. */
async function ownMatch(db: Db, userId: string, matchId: string, { lock = false } = {}) {
  if (!UUID.test(matchId)) throw new NotFoundError("Conversation");
  const partnerColumn = sql`case when ${matches.userAId} = ${userId} then ${matches.userBId} else ${matches.userAId} end`;
  const query = db
    .select({
      id: matches.id,
      userAId: matches.userAId,
      createdAt: matches.createdAt,
      lastMessageAt: matches.lastMessageAt,
      firstMessageRewarded: matches.firstMessageRewarded,
      partnerId: sql<string>`${partnerColumn}`,
    })
    .from(matches)
    .where(
      and(
        eq(matches.id, matchId),
        or(eq(matches.userAId, userId), eq(matches.userBId, userId)),
        notBlocked(userId, partnerColumn),
      ),
    );
  const [match] = lock ? await query.for("update", { of: matches }) : await query;
  if (!match) throw new NotFoundError("Conversation");
  return match;
}

const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  matchId: row.matchId,
  senderId: row.senderId,
  text: row.text,
  sentAt: row.sentAt.toISOString(),
});

/** A page of the thread, oldest first: the newest page, or the one before message `before`. */
export async function listMessages(
  { db, userId }: ChatContext,
  matchId: string,
  before?: number,
): Promise<MessagesPage> {
  await ownMatch(db, userId, matchId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.matchId, matchId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return {
    messages: page.map(toMessage),
    olderCursor: rows.length > MESSAGES_PAGE_SIZE ? page[0]!.id : null,
  };
}

/**
 * Sends a message: stored, the match's last message and the sender's read mark moved, the
 * first-message heart credited, and both members told live, all in one transaction.
 */
export async function sendMessage({ db, userId, now }: ChatContext, matchId: string, text: string): Promise<Message> {
  return db.transaction(async (tx) => {
    const match = await ownMatch(tx, userId, matchId, { lock: true });
    const [row] = await tx.insert(messages).values({ matchId, senderId: userId, text, sentAt: now }).returning();
    const mine = match.userAId === userId ? { userAReadAt: now } : { userBReadAt: now };
    const firstInTime =
      match.lastMessageAt === null &&
      !match.firstMessageRewarded &&
      now.getTime() - match.createdAt.getTime() <= FIRST_MESSAGE_BONUS_HOURS * 3_600_000;
    await tx
      .update(matches)
      .set({ lastMessageAt: now, lastMessageSenderId: userId, ...mine, ...(firstInTime ? { firstMessageRewarded: true } : {}) })
      .where(eq(matches.id, matchId));
    if (firstInTime) await earnHearts(tx, { profileId: userId, amount: EARN.firstMessage, reason: FIRST_MESSAGE_REASON });

    const message = toMessage(row!);
    const full = { type: "message.created", to: [match.partnerId, userId], data: { matchId, message } };
    const fits = Buffer.byteLength(JSON.stringify(full)) <= NOTIFY_BUDGET_BYTES;
    await publish(tx, fits ? full : { ...full, data: { matchId } });
    return message;
  });
}

/** Marks the conversation read up to now, and tells the member's other screens and the partner. */
export async function markRead({ db, userId, now }: ChatContext, matchId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const match = await ownMatch(tx, userId, matchId);
    await tx
      .update(matches)
      .set(match.userAId === userId ? { userAReadAt: now } : { userBReadAt: now })
      .where(eq(matches.id, matchId));
    await publish(tx, { type: "conversation.read", to: [userId, match.partnerId], data: { matchId } });
  });
}
