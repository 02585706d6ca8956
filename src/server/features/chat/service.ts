import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { HIDDEN_AFTER_DAYS } from "../../../shared/constants";
import {
  MESSAGES_PAGE_SIZE,
  type Conversation,
  type ConversationSection,
  type Message,
  type MessagesPage,
} from "../../../shared/schemas/chat";
import type { ServiceContext } from "../../context";
import type { Database, Db } from "../../db/client";
import { matches, messages } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { publish } from "../../realtime/publish";
import { notBlocked } from "../safety/blocks";

export type ChatContext = Pick<ServiceContext, "db" | "userId" | "now">;

const DAY_MS = 86_400_000;
const CERTIFICATIONS_SHOWN = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ConversationRow {
  matchId: string;
  matchedAt: Date | string;
  lastAt: Date | string | null;
  lastSender: string | null;
  lastText: string | null;
  partnerId: string;
  partnerName: string;
  certifications: string[];
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
  if (lastAt && now.getTime() - new Date(lastAt).getTime() >= HIDDEN_AFTER_DAYS * DAY_MS)
    return "hidden";
  return lastSender === userId ? "theirTurn" : "yourTurn";
}

// One statement for the whole list, run as a prepared statement: no query per conversation.
const CONVERSATIONS = `
select m.id as "matchId", m.created_at as "matchedAt", m.last_message_at as "lastAt",
       m.last_message_sender_id as "lastSender", last.text as "lastText",
       p.id as "partnerId", p.name as "partnerName", coalesce(certs.names, '{}') as certifications,
       (select count(*)::int from messages x
         where x.match_id = m.id and x.sender_id <> $1
           and x.sent_at > coalesce(case when m.user_a_id = $1 then m.user_a_read_at else m.user_b_read_at end,
                                    '-infinity'::timestamptz)) as unread,
       exists (select 1 from mutes u where u.profile_id = $1 and u.match_id = m.id) as muted
  from matches m
  join profiles p on p.id = case when m.user_a_id = $1 then m.user_b_id else m.user_a_id end
  left join lateral (select x.text from messages x where x.match_id = m.id order by x.id desc limit 1) last on true
  left join lateral (
    select array_agg(top.name) as names from (
      select k.name from certifications c join clubs k on k.id = c.club_id
       where c.profile_id = p.id and c.passed order by c.certified_at, k.position limit ${CERTIFICATIONS_SHOWN}) top
  ) certs on true
 where (m.user_a_id = $1 or m.user_b_id = $1) and m.status = 'active'
   and not exists (select 1 from blocks b
                    where (b.blocker_id = $1 and b.blocked_id = p.id) or (b.blocker_id = p.id and b.blocked_id = $1))
 order by coalesce(m.last_message_at, m.created_at) desc, m.id`;

/** Text History: every conversation of the member, in one query however many there are. */
export async function listConversations({
  database,
  userId,
  now,
}: Pick<ChatContext, "userId" | "now"> & { database: Pick<Database, "query"> }): Promise<
  Conversation[]
> {
  const rows = await database.query<ConversationRow>(CONVERSATIONS, [userId]);
  return rows.map((row) => ({
    matchId: row.matchId,
    partner: { id: row.partnerId, name: row.partnerName, certifications: row.certifications },
    lastMessage:
      row.lastAt && row.lastText !== null
        ? {
            text: row.lastText,
            sentAt: new Date(row.lastAt).toISOString(),
            fromMe: row.lastSender === userId,
          }
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

/** Marks the conversation read up to now, and tells the member's other screens and the partner. */
export async function markRead({ db, userId, now }: ChatContext, matchId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const match = await ownMatch(tx, userId, matchId);
    await tx
      .update(matches)
      .set(match.userAId === userId ? { userAReadAt: now } : { userBReadAt: now })
      .where(eq(matches.id, matchId));
    await publish(tx, {
      type: "conversation.read",
      to: [userId, match.partnerId],
      data: { matchId },
    });
  });
}
