import { sql } from "drizzle-orm";
import { MESSAGE_SEARCH_RESULTS } from "#shared/constants";
import type { MessageSearchResult } from "#shared/schemas/chat";
import type { ServiceContext } from "../../http/context";
import { preparedRows } from "../../db/client";
import { notBlocked, partnerOf } from "../relations";
import { stillShown } from "./former-members";

/**
 * The words of a search as a full-text query: each word a prefix ("pizz" finds "pizza"), all of
 * them required. Only letters and digits reach the query, so nothing a member types can be
 * read as the query language's own syntax. Null when no word is left.
 */
export function wordsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/**
 * Messages with the words, newest first, in the member's own conversations (one, or all of
 * Text History's: open, or with a partner who left), as they show there. The same full-text
 * query, on the `simple` configuration (no language's stemming), on PGlite and PostgreSQL alike,
 * against the words each message keeps (a generated column with its GIN index).
 */
export async function searchMessages(
  { database, userId, now }: ServiceContext,
  { q, matchId }: { q: string; matchId?: string },
): Promise<MessageSearchResult[]> {
  const query = wordsQuery(q);
  if (query === null) return [];
  const partner = partnerOf("m", userId);
  const rows = await preparedRows<{
    matchId: string;
    partnerName: string;
    messageId: number | string;
    text: string;
    sentAt: string | Date;
    fromMe: boolean;
  }>(
    database,
    sql`select x.match_id as "matchId", p.name as "partnerName", x.id as "messageId", x.text,
               x.sent_at as "sentAt", x.sender_id = ${userId} as "fromMe"
          from matches m
          join messages x on x.match_id = m.id
          join profiles p on p.id = ${partner}
         where (m.user_a_id = ${userId} or m.user_b_id = ${userId}) and m.status in ('active', 'left')
           ${matchId ? sql`and m.id = ${matchId}::uuid` : sql``}
           and ${notBlocked(userId, partner)}
           and x.unsent_at is null
           and x.words @@ to_tsquery('simple', ${query})
           and ${stillShown(sql.raw("x.sender_id"), now)}
         order by x.id desc
         limit ${MESSAGE_SEARCH_RESULTS}`,
  );
  return rows.map((row) => ({
    matchId: row.matchId,
    partnerName: row.partnerName,
    messageId: Number(row.messageId),
    text: row.text,
    sentAt: new Date(row.sentAt).toISOString(),
    fromMe: row.fromMe,
  }));
}
