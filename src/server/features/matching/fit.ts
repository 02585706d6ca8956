import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ShownWish } from "#shared/schemas/wish";
import { memberVerified } from "../verification";

type Id = string | AnyColumn | SQL;

/**
 * Member `x`'s stated wish admits candidate `c` (both profile ids): `c`'s gender is among those
 * `x` wants to meet and `c`'s age within `x`'s range. A gender in the member's own words counts
 * with non-binary people (docs/decisions/0035). True or false; null when `x` hasn't said (a member
 * from before it was asked) — nothing to go against. A candidate who hasn't said their gender is
 * not admitted by a member who has said whom they want to meet.
 */
export function wishAdmits(x: Id, c: Id): SQL<boolean | null> {
  return sql<boolean | null>`(select case when wx.gender is null then null
      else cx.gender is not null
        and (case when cx.gender in ('woman', 'man') then cx.gender::text else 'nonbinary' end)
          = any(wx.interested_in)
        and cx.age between wx.age_min and wx.age_max end
    from profiles wx, profiles cx where wx.id = ${x} and cx.id = ${c})`;
}

/**
 * A profile's flag by key, false when there is no such profile. A value, not `exists`: the
 * planner keeps it a lookup of the one row for each member it checks, where an `exists` may
 * become a hash of every flagged member or a merge over the whole key index.
 */
function profileFlag(id: Id, flag: "paused" | "verified_only"): SQL<boolean> {
  return sql<boolean>`coalesce((select pf.${sql.identifier(flag)} from profiles pf where pf.id = ${id}), false)`;
}

/** The member paused their profile: not explored, suggested or paired. */
export function isPaused(id: Id): SQL<boolean> {
  return profileFlag(id, "paused");
}

/**
 * Member `x`'s "Only verified members can be introduced to me or message me" admits `other`:
 * the setting is off, or `other` is verified (verification's `memberVerified`).
 */
export function verifiedOnlyAdmits(x: Id, other: Id): SQL<boolean> {
  return sql<boolean>`(not ${profileFlag(x, "verified_only")} or ${memberVerified(other)})`;
}

/**
 * `candidate` may be in `target`'s Match for You: neither is paused, the candidate is not
 * outside who the target said they want to meet, and the target's verified-only setting admits
 * them. Every path that creates a suggestion composes it, and Match for You shows only the
 * suggestions it still holds for.
 */
export function mayBeSuggested(target: Id, candidate: Id): SQL<boolean> {
  return sql<boolean>`(${wishAdmits(target, candidate)} is not false
    and not ${isPaused(target)} and not ${isPaused(candidate)}
    and ${verifiedOnlyAdmits(target, candidate)})`;
}

/**
 * A member's answer as others are shown it (ShownWish), or null until they give it, from the
 * profiles row named `alias` in the caller's query.
 */
export function shownWish(alias: string): SQL<ShownWish | null> {
  const p = sql.identifier(alias);
  return sql<ShownWish | null>`case when ${p}.gender is null then null else json_build_object(
    'gender', ${p}.gender, 'genderWords', ${p}.gender_words, 'interestedIn', ${p}.interested_in,
    'ageMin', ${p}.age_min, 'ageMax', ${p}.age_max, 'lookingFor', ${p}.looking_for) end`;
}
