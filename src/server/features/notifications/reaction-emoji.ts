import { sql, type SQL } from "drizzle-orm";

/**
 * The emoji of the reaction a notification tells of: the actor's latest in the conversation (a
 * reaction notification's object), so the words say which without any message text; null for
 * any other kind, or when the reaction was taken back.
 */
export const reactionEmojiOf = (n: { kind: SQL; objectId: SQL; actorId: SQL }) =>
  sql<string | null>`case when ${n.kind} = 'reaction' then (
      select r.emoji from message_reactions r join messages x on x.id = r.message_id
       where x.match_id::text = ${n.objectId} and r.member_id = ${n.actorId}
       order by r.created_at desc limit 1) end`;
