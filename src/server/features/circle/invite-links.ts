import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { APP_PATHS } from "#shared/app-paths";
import { INVITE_JOINED_HEARTS, INVITE_LINK_DAYS } from "#shared/constants";
import type { AcceptedInvite, CreatedInviteLink, InviteLinkPage } from "#shared/schemas/circle";
import type { GuestContext, ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { friendEntries, inviteLinks, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";
import { notBlocked } from "../relations";
import { creditHearts, invitedFriendJoinedReason } from "../hearts";
import { assertFriendId, circleChanged, friendColumns, lockCircle, ownFriend } from "./entries";
import { msg } from "#shared/message";

/** Only this is stored: whoever reads the table can't open a link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** A link whose token hashes to `token`'s, looked up by the hash: no comparison of secrets. */
async function findLink(db: Db, token: string) {
  const [link] = await db
    .select({
      id: inviteLinks.id,
      ownerId: inviteLinks.ownerId,
      friendId: inviteLinks.friendId,
      expiresAt: inviteLinks.expiresAt,
      openedAt: inviteLinks.openedAt,
      usedAt: inviteLinks.usedAt,
      revokedAt: inviteLinks.revokedAt,
      ownerName: profiles.name,
      friendName: friendEntries.name,
    })
    .from(inviteLinks)
    .innerJoin(profiles, eq(profiles.id, inviteLinks.ownerId))
    .innerJoin(friendEntries, eq(friendEntries.id, inviteLinks.friendId))
    .where(and(eq(inviteLinks.tokenHash, hashToken(token)), isNull(profiles.deletedAt)));
  return link;
}

type Link = NonNullable<Awaited<ReturnType<typeof findLink>>>;

function stateOf(link: Link | undefined, now: Date): InviteLinkPage["state"] {
  if (!link) return "unknown";
  if (link.usedAt) return "used";
  if (link.revokedAt) return "revoked";
  if (link.expiresAt <= now) return "expired";
  return "valid";
}

/** Still usable at `now`: not used, not revoked, not expired. */
const usable = (now: Date) =>
  and(isNull(inviteLinks.usedAt), isNull(inviteLinks.revokedAt), gt(inviteLinks.expiresAt, now));

/**
 * A new single-use link for one of the owner's friends who isn't a linked member; any earlier
 * link to that friend still usable is revoked, so one link at a time can work.
 */
export async function createInviteLink(
  { db, userId, now, baseURL }: ServiceContext,
  { friendId }: { friendId: string },
): Promise<CreatedInviteLink> {
  assertFriendId(friendId);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_LINK_DAYS * 24 * 60 * 60 * 1000);
  const friend = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ linked: friendEntries.linkedProfileId })
      .from(friendEntries)
      .where(ownFriend(userId, friendId))
      .for("update");
    if (!entry) throw new NotFoundError("Friend");
    if (entry.linked) {
      throw new RuleError("This friend is already on Vouch and in your circle.", "already_linked");
    }
    await tx
      .update(inviteLinks)
      .set({ revokedAt: now })
      .where(and(eq(inviteLinks.friendId, friendId), usable(now)));
    await tx.insert(inviteLinks).values({
      ownerId: userId,
      friendId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
    });
    const [row] = await tx
      .select(friendColumns)
      .from(friendEntries)
      .where(ownFriend(userId, friendId));
    return row!;
  });
  const url = `${baseURL}${APP_PATHS.invite}?token=${encodeURIComponent(token)}`;
  return { url, token, expiresAt: expiresAt.toISOString(), friend };
}

/** Revokes the friend's links still usable; revoking none is fine (already used or expired). */
export async function revokeInviteLink(
  { db, userId, now }: ServiceContext,
  { friendId }: { friendId: string },
): Promise<void> {
  assertFriendId(friendId);
  const [own] = await db
    .select({ id: friendEntries.id })
    .from(friendEntries)
    .where(ownFriend(userId, friendId));
  if (!own) throw new NotFoundError("Friend");
  await db
    .update(inviteLinks)
    .set({ revokedAt: now })
    .where(and(eq(inviteLinks.friendId, friendId), usable(now)));
}

/**
 * What the link's page shows, to anyone holding the token. The first read of a usable link
 * marks it opened and tells the owner's screens ("Opened").
 */
export async function readInviteLink(
  { db, now }: GuestContext,
  token: string,
): Promise<InviteLinkPage> {
  const link = await findLink(db, token);
  const state = stateOf(link, now);
  if (!link || state === "unknown")
    return { state: "unknown", ownerFirstName: null, friendName: null };
  if (state === "valid" && !link.openedAt) {
    await db.transaction(async (tx) => {
      const [opened] = await tx
        .update(inviteLinks)
        .set({ openedAt: now })
        .where(and(eq(inviteLinks.id, link.id), isNull(inviteLinks.openedAt)))
        .returning({ id: inviteLinks.id });
      if (opened) await circleChanged(tx, [link.ownerId]);
    });
  }
  return { state, ownerFirstName: firstName(link.ownerName), friendName: link.friendName };
}

const DEAD_LINK: Record<Exclude<InviteLinkPage["state"], "valid">, string> = {
  unknown: "This invite link isn't valid.",
  used: "This invite link has already been used.",
  revoked: "This invite link was withdrawn.",
  expired: `This invite link has expired: links work for ${INVITE_LINK_DAYS} days.`,
};

/**
 * The signed-in member accepts a link: the owner's friend entry becomes linked to them, once.
 * The link is claimed by a conditional update, so of two accepts racing, one wins. When the
 * member already has a circle, the inviter's hearts are paid at once; otherwise when they build it.
 */
export async function acceptInviteLink(
  ctx: ServiceContext,
  token: string,
): Promise<AcceptedInvite> {
  const { db, userId, now } = ctx;
  const link = await findLink(db, token);
  const state = stateOf(link, now);
  if (!link || state !== "valid") {
    throw new ConflictError(
      msg("{deadLink} Ask for a new one.", {
        deadLink: msg(DEAD_LINK[state === "valid" ? "unknown" : state]),
      }),
      `invite_${state}`,
    );
  }
  if (link.ownerId === userId) {
    throw new RuleError("This is your own invite link: send it to your friend.", "own_invite");
  }
  return db.transaction(async (tx) => {
    await lockCircle(tx, link.ownerId);
    const [already] = await tx
      .select({ id: friendEntries.id })
      .from(friendEntries)
      .where(
        and(
          eq(friendEntries.ownerId, link.ownerId),
          or(eq(friendEntries.linkedProfileId, userId), eq(friendEntries.invitedProfileId, userId)),
        ),
      );
    if (already) {
      throw new ConflictError("You're already in this member's circle.", "already_in_circle");
    }
    const [inviter] = await tx
      .select({
        name: profiles.name,
        username: profiles.username,
        gender: profiles.pronouns,
        sexuality: profiles.sexuality,
      })
      .from(profiles)
      .where(and(eq(profiles.id, link.ownerId), notBlocked(userId, profiles.id)));
    if (!inviter)
      throw new ConflictError(
        msg("{deadLink} Ask for a new one.", { deadLink: msg(DEAD_LINK.unknown) }),
        "invite_unknown",
      );
    const [claimed] = await tx
      .update(inviteLinks)
      .set({ usedAt: now, usedBy: userId })
      .where(and(eq(inviteLinks.id, link.id), usable(now)))
      .returning({ id: inviteLinks.id });
    if (!claimed)
      throw new ConflictError(
        msg("{deadLink} Ask for a new one.", { deadLink: msg(DEAD_LINK.used) }),
        "invite_used",
      );
    const [linked] = await tx
      .update(friendEntries)
      .set({ linkedProfileId: userId, invitedProfileId: null })
      .where(and(eq(friendEntries.id, link.friendId), isNull(friendEntries.linkedProfileId)))
      .returning({ invited: friendEntries.invitedProfileId });
    if (!linked)
      throw new ConflictError(
        msg("{deadLink} Ask for a new one.", { deadLink: msg(DEAD_LINK.used) }),
        "invite_used",
      );
    await rewardInviters(tx, userId, now);
    await notify(tx, {
      to: link.ownerId,
      kind: "friendJoined",
      objectId: link.friendId,
      actorId: userId,
      now,
    });
    await circleChanged(tx, [link.ownerId, userId]);
    return { inviter };
  });
}

/**
 * Pays each inviter whose link this member accepted, once the member has a circle of their own:
 * +INVITE_JOINED_HEARTS, once per link (a conditional update claims it; the ledger's
 * idempotency key per friend entry is the second guard). Inside the caller's transaction.
 */
export async function rewardInviters(tx: Db, memberId: string, now: Date): Promise<void> {
  const [own] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(friendEntries)
    .where(eq(friendEntries.ownerId, memberId));
  if (!own || own.n === 0) return;
  const due = await tx
    .update(inviteLinks)
    .set({ rewardedAt: now })
    .where(
      and(
        eq(inviteLinks.usedBy, memberId),
        isNull(inviteLinks.rewardedAt),
        sql`exists (select 1 from ${friendEntries} where ${friendEntries.id} = ${inviteLinks.friendId}
          and ${friendEntries.linkedProfileId} = ${memberId})`,
        // Once per friend entry, even if it was unlinked and invited again.
        sql`not exists (select 1 from ${inviteLinks} paid where paid.friend_id = ${inviteLinks.friendId}
          and paid.rewarded_at is not null)`,
      ),
    )
    .returning({ ownerId: inviteLinks.ownerId, friendId: inviteLinks.friendId });
  for (const { ownerId, friendId } of due) {
    const [entry] = await tx
      .select({ name: friendEntries.name })
      .from(friendEntries)
      .where(eq(friendEntries.id, friendId));
    await creditHearts(tx, {
      profileId: ownerId,
      amount: INVITE_JOINED_HEARTS,
      reason: invitedFriendJoinedReason(firstName(entry?.name ?? "")),
      idempotencyKey: `invite-joined:${friendId}`,
    });
  }
  if (due.length > 0)
    await publish(tx, { type: "hearts.earned", to: [...new Set(due.map((d) => d.ownerId))] });
}
