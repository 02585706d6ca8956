import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { CONFIRM_MET_WITHIN_DAYS, CONFIRMATIONS_NEEDED } from "#shared/constants";
import { photoShown } from "../photos";
import { notBlocked } from "../relations";

type Ref = string | AnyColumn | SQL;

const asSql = (r: Ref): AnyColumn | SQL => (typeof r === "string" ? sql`${r}` : r);

/**
 * The photos a confirmation is about: the member's shown photos' ids, sorted and joined, so a
 * new order keeps it and an added, replaced or removed photo ends it. Empty without photos.
 */
export function photoSetOf(memberId: Ref): SQL<string> {
  return sql<string>`(select coalesce(string_agg(sp.id, ',' order by sp.id collate "C"), '')
     from photos sp where sp.owner_id = ${memberId} and ${photoShown("sp")})`;
}

/**
 * `friendId` is a linked friend of `memberId`'s circle (they confirmed the member's invitation,
 * so both said so), both accounts exist and neither blocked the other.
 */
export function linkedFriendOf(memberId: Ref, friendId: Ref): SQL {
  return sql`(exists (select 1 from friend_entries lf
      where lf.owner_id = ${memberId} and lf.linked_profile_id = ${friendId})
    and exists (select 1 from profiles lp where lp.id = ${friendId} and lp.deleted_at is null)
    and exists (select 1 from profiles lm where lm.id = ${memberId} and lm.deleted_at is null)
    and ${notBlocked(memberId, asSql(friendId))}
    and ${notBlocked(friendId, asSql(memberId))})`;
}

/**
 * The latest Vouch event both checked in at, each within the window before `now`, as JSON
 * `{ title, startsAt }`; null when they haven't met at one.
 */
export function metAtEvent(memberId: Ref, friendId: Ref, now: Date): SQL {
  const since = new Date(now.getTime() - CONFIRM_MET_WITHIN_DAYS * 86_400_000).toISOString();
  return sql`(select json_build_object('title', me_e.title, 'startsAt', me_e.starts_at)
     from events me_e
     join event_attendees me_m on me_m.event_id = me_e.id and me_m.profile_id = ${memberId}
      and me_m.checked_in and me_m.checked_in_at > ${since}::timestamptz
     join event_attendees me_f on me_f.event_id = me_e.id and me_f.profile_id = ${friendId}
      and me_f.checked_in and me_f.checked_in_at > ${since}::timestamptz
    order by me_e.starts_at desc limit 1)`;
}

/**
 * A confirmation (`photo_confirmations` as `alias`) that counts: for the member's photos as they
 * are now (not none), from a friend still linked and not across a block.
 */
export function confirmationHolds(alias: string): SQL {
  const member = sql.raw(`${alias}.member_id`);
  const friend = sql.raw(`${alias}.friend_id`);
  return sql`(${sql.raw(alias)}.photo_set <> ''
    and ${sql.raw(alias)}.photo_set = ${photoSetOf(member)}
    and ${linkedFriendOf(member, friend)})`;
}

/**
 * "Confirmed by friends": the first names of the friends whose confirmations hold, oldest first,
 * once there are enough of them; an empty array otherwise. As JSON.
 */
export function confirmedByFriends(memberId: Ref): SQL.Aliased<string[]> | SQL<string[]> {
  return sql<string[]>`(select case when count(*) >= ${CONFIRMATIONS_NEEDED}
       then json_agg(split_part(btrim(cbf_p.name), ' ', 1) order by cbf.created_at, cbf.friend_id)
       else '[]'::json end
     from photo_confirmations cbf join profiles cbf_p on cbf_p.id = cbf.friend_id
    where cbf.member_id = ${memberId} and ${confirmationHolds("cbf")})`.mapWith((value: unknown) =>
    fromJson(value as string[] | string),
  );
}

/** A JSON column read back: drivers hand it over parsed or as text. */
export const fromJson = <T>(value: T | string): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;
