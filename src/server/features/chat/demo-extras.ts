import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Reactions and replies in the demo world's conversations, so they show from the first visit:
 * in each conversation of three or more messages, its first message gets a reaction from the
 * member it was sent to, and in every third one the second message replies to the first. Inside
 * the seed's transaction, after the messages are in (their ids are the database's).
 */
export async function seedDemoChatExtras(tx: Db): Promise<void> {
  await tx.execute(sql`
    with firsts as (
      select distinct on (x.match_id) x.id, x.match_id, x.sender_id, x.sent_at,
             case when m.user_a_id = x.sender_id then m.user_b_id else m.user_a_id end as receiver_id,
             (select count(*) from messages c where c.match_id = x.match_id) as messages
        from messages x join matches m on m.id = x.match_id
        join profiles p on p.id = x.sender_id and p.is_demo
       order by x.match_id, x.id)
    insert into message_reactions (message_id, member_id, emoji, created_at)
    select id, receiver_id, (array['❤️', '😂', '😮', '👍'])[1 + id % 4], sent_at + interval '1 hour'
      from firsts where messages >= 3
    on conflict do nothing`);
  await tx.execute(sql`
    with seconds as (
      select x.id, lag(x.id) over (partition by x.match_id order by x.id) as first_id,
             row_number() over (partition by x.match_id order by x.id) as n,
             dense_rank() over (order by x.match_id) as conversation
        from messages x join profiles p on p.id = x.sender_id and p.is_demo)
    update messages set reply_to_id = s.first_id
      from seconds s
     where messages.id = s.id and s.n = 2 and s.conversation % 3 = 0
       and messages.reply_to_id is null`);
}
