import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { endorsements, friendEntries, profiles } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { notBlocked } from "../relations";

type Ref = string | AnyColumn | SQL;

export const author = alias(profiles, "author");
export const member = alias(profiles, "member");

/** A member's first name, as friends' words are signed and prompts are asked. */
export const firstNameOf = (name: AnyColumn) => sql<string>`split_part(btrim(${name}), ' ', 1)`;

/**
 * `authorId` may write about `memberId`: the member's circle lists them as a linked friend, both
 * accounts exist and neither blocked the other. The same holds for their words to show at all.
 */
export function mayWriteAbout(memberId: Ref, authorId: Ref): SQL {
  return sql`(exists (select 1 from ${friendEntries} wf
      where wf.owner_id = ${memberId} and wf.linked_profile_id = ${authorId})
    and exists (select 1 from ${profiles} wp where wp.id = ${memberId} and wp.deleted_at is null)
    and exists (select 1 from ${profiles} wa where wa.id = ${authorId} and wa.deleted_at is null)
    and ${notBlocked(authorId, memberId as AnyColumn | SQL)})`;
}

/**
 * Friends' words `viewerId` is shown on a member's profile: approved by the member, from a friend
 * still linked in their circle, and across no block between any two of viewer, member and author.
 * Whether the viewer may see the member at all is the caller's (the profile view's) rule.
 */
export function shownTo(viewerId: string): SQL {
  return and(
    eq(endorsements.status, "approved"),
    mayWriteAbout(endorsements.memberId, endorsements.authorId),
    notBlocked(viewerId, endorsements.memberId),
    notBlocked(viewerId, endorsements.authorId),
  )!;
}

/** Tells the screens of the member the words are about and of their author. */
export async function endorsementsChanged(tx: Db, ...members: string[]) {
  const to = [...new Set(members)];
  if (to.length > 0) await publish(tx, { type: "endorsements.changed", to });
}
