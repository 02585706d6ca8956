import { sql } from "drizzle-orm";
import { DAY_MS, FOUND_EACH_OTHER_DAYS } from "#shared/constants";
import type { FoundEachOther } from "#shared/schemas/debrief";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { introducersOf } from "../events";
import { firstNameOf, notifyEach } from "../notifications";

import { updateOwnProfile } from "../profile";
import { notBlocked } from "../relations";
import { friendMade, latestMatchOf, otherOf } from "./rules";

const WINDOW_MS = FOUND_EACH_OTHER_DAYS * DAY_MS;

/** Since when a word still stands: older ones lapsed without the other's. */
const standsSince = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

/**
 * The member's friend-made matches to choose from, what they said (while it stands) and the
 * couple it made. Never whether the other said it: one word alone shows to nobody else.
 */
export async function foundEachOther(ctx: ServiceContext): Promise<FoundEachOther> {
  const { db, userId, now } = ctx;
  const choices = await queryRows<{ matchId: string; firstName: string }>(
    db,
    sql`select x.id as "matchId", ${firstNameOf(sql`o.name`)} as "firstName"
          from matches x
          join profiles o on o.id = ${otherOf("x", userId)}
         where ${userId} in (x.user_a_id, x.user_b_id) and x.status = 'active'
           and ${friendMade("x")} and ${notBlocked(userId, sql`o.id`)}
         order by o.name, x.id`,
  );
  const [said] = await queryRows<{
    matchId: string | null;
    firstName: string;
    saidAt: Date | string;
  }>(
    db,
    sql`select ${latestMatchOf("p")} as "matchId", ${firstNameOf(sql`o.name`)} as "firstName",
               c.said_at as "saidAt"
          from couple_claims c
          join profiles o on o.id = c.partner_id
          cross join lateral (select least(c.member_id, c.partner_id) as user_a_id,
                                     greatest(c.member_id, c.partner_id) as user_b_id) p
         where c.member_id = ${userId} and c.said_at > ${standsSince(now)}::timestamptz`,
  );
  const [couple] = await queryRows<{ firstName: string }>(
    db,
    sql`select ${firstNameOf(sql`o.name`)} as "firstName"
          from couples k join profiles o on o.id = ${otherOf("k", userId)}
         where ${userId} in (k.user_a_id, k.user_b_id)
         order by k.formed_at desc limit 1`,
  );
  return {
    choices,
    said: said
      ? {
          matchId: said.matchId,
          firstName: said.firstName,
          lapsesAt: new Date(new Date(said.saidAt).getTime() + WINDOW_MS).toISOString(),
        }
      : null,
    coupleWith: couple?.firstName ?? null,
  };
}

/**
 * "We found each other" about one of the member's friend-made matches. When the partner said it
 * too within FOUND_EACH_OTHER_DAYS, they are a couple: both profiles pause (as the pause in
 * Settings does) and each friend who introduced them is thanked, once.
 */
export async function sayFoundEachOther(
  ctx: ServiceContext,
  { matchId }: { matchId: string },
): Promise<FoundEachOther> {
  const { userId, now } = ctx;
  await ctx.db.transaction(async (tx) => {
    // The match row's lock makes the two words take turns: the second always sees the first.
    const [match] = await queryRows<{
      a: string;
      b: string;
      partnerId: string;
      friendMade: boolean;
    }>(
      tx,
      sql`select x.user_a_id as a, x.user_b_id as b, ${otherOf("x", userId)} as "partnerId",
                 ${friendMade("x")} as "friendMade"
            from matches x
           where x.id = ${matchId} and ${userId} in (x.user_a_id, x.user_b_id)
             and x.status = 'active' and ${notBlocked(userId, otherOf("x", userId))}
           for update of x`,
    );
    if (!match) throw new NotFoundError("Match");
    if (!match.friendMade)
      throw new RuleError(
        "Only a match a friend introduced you to can be told to them.",
        "not_friend_made",
      );
    const [already] = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from couples where user_a_id = ${match.a} and user_b_id = ${match.b}`,
    );
    if (already) return;
    await tx.execute(
      sql`insert into couple_claims (member_id, partner_id, said_at)
          values (${userId}, ${match.partnerId}, ${now.toISOString()}::timestamptz)
          on conflict (member_id) do update set partner_id = excluded.partner_id, said_at = excluded.said_at
           where couple_claims.partner_id <> excluded.partner_id
              or couple_claims.said_at <= ${standsSince(now)}::timestamptz`,
    );
    const [theirs] = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from couple_claims
           where member_id = ${match.partnerId} and partner_id = ${userId}
             and said_at > ${standsSince(now)}::timestamptz`,
    );
    if (!theirs) return;
    await becomeCouple(ctx, tx, { ...match, matchId });
  });
  return foundEachOther(ctx);
}

async function becomeCouple(
  ctx: ServiceContext,
  tx: Db,
  { a, b, matchId }: { a: string; b: string; matchId: string },
) {
  const formed = await queryRows<{ one: number }>(
    tx,
    sql`insert into couples (user_a_id, user_b_id, match_id, formed_at)
        values (${a}, ${b}, ${matchId}, ${ctx.now.toISOString()}::timestamptz)
        on conflict do nothing returning 1 as one`,
  );
  if (formed.length === 0) return;
  await tx.execute(sql`delete from couple_claims where member_id in (${a}, ${b})`);
  for (const member of [a, b])
    await updateOwnProfile({ ...ctx, db: tx, userId: member }, { paused: true });
  const thanked = await notifyEach(
    tx,
    "coupleThanks",
    sql`select i.id, ${matchId}::text, null::text from (${introducersOf(a, b)}) i`,
    ctx.now,
  );
  await publish(tx, { type: "debrief.changed", to: [a, b] });
  if (thanked.length > 0) await publish(tx, { type: "matchmaker.changed", to: thanked });
}
