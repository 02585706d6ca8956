import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { CircleFriend } from "#shared/schemas/circle";
import { inviteLinks } from "../../db/schema";

export type InviteLinkRow = { state: "sent" | "opened" | "joined"; expiresAt: string };

/** The newest invite link of a friend entry that wasn't revoked, as its card's status says it. */
export function inviteLinkOf(friendId: AnyColumn): SQL {
  return sql`(select json_build_object(
      'state', case when ${inviteLinks.usedAt} is not null then 'joined'
                    when ${inviteLinks.openedAt} is not null then 'opened'
                    else 'sent' end,
      'expiresAt', ${inviteLinks.expiresAt})
    from ${inviteLinks}
    where ${inviteLinks.friendId} = ${friendId} and ${inviteLinks.revokedAt} is null
    order by ${inviteLinks.createdAt} desc, ${inviteLinks.id} desc limit 1)`;
}

export function toInviteLink(value: unknown): CircleFriend["inviteLink"] {
  if (value === null || value === undefined) return null;
  const row = (typeof value === "string" ? JSON.parse(value) : value) as InviteLinkRow;
  return { state: row.state, expiresAt: new Date(row.expiresAt).toISOString() };
}
