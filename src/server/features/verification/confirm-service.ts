import { sql } from "drizzle-orm";
import type { Confirmable, OwnConfirmations } from "#shared/schemas/confirmations";
import { CONFIRMATIONS_NEEDED } from "#shared/constants";
import { confirmNeedsMeetingText } from "#shared/texts";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { galleryOfListed, mainPhotoOfListed, toPhoto, type PhotoRow } from "../photos";
import { audienceOf } from "../relations";
import {
  confirmationHolds,
  fromJson,
  linkedFriendOf,
  metAtEvent,
  photoSetOf,
} from "./confirm-rules";
import { photosConfirmed } from "./steps";
import { msg } from "#shared/message";

type MetAt = { title: string; startsAt: string } | null;

/**
 * The members whose circles list the viewer as a linked friend (not across a block): whose photos
 * they may confirm, with the event they both checked in at lately, if any, and their own
 * confirmation's state. The viewer may see these members' photos (the circle lists them).
 */
export async function listConfirmable({ db, userId, now }: ServiceContext): Promise<Confirmable> {
  const member = sql.raw("cm.id");
  const rows = await queryRows<{
    memberId: string;
    name: string;
    mainPhoto: PhotoRow | string | null;
    photos: PhotoRow[] | string;
    metAt: MetAt | string;
    mine: boolean | null;
  }>(
    db,
    sql`select cm.id as "memberId", cm.name,
               ${mainPhotoOfListed(member)} as "mainPhoto",
               ${galleryOfListed(member)} as photos,
               ${metAtEvent(member, userId, now)} as "metAt",
               (select ${confirmationHolds("mc")} from photo_confirmations mc
                 where mc.member_id = cm.id and mc.friend_id = ${userId}) as mine
          from profiles cm
         where ${linkedFriendOf(member, userId)}
         order by cm.name, cm.id`,
  );
  return {
    members: rows.map((row) => ({
      memberId: row.memberId,
      firstName: row.name.trim().split(" ")[0] ?? row.name,
      mainPhoto: toPhoto(row.mainPhoto),
      photos: fromJson(row.photos).map((photo) => toPhoto(photo)!),
      metAt: fromJson(row.metAt),
      status: row.mine === null ? "none" : row.mine ? "confirmed" : "outdated",
    })),
  };
}

/**
 * A friend confirms "These photos are really {first name}": only a linked friend of the member's
 * circle (else 404, as for no one), who checked in at the same Vouch event within the window,
 * and for a member with photos. It holds for the photos as they are now; confirming again after
 * a change renews it. The member is told when it starts to count.
 */
export async function confirmPhotos(
  { db, userId, now }: ServiceContext,
  { memberId }: { memberId: string },
): Promise<{ status: "confirmed" }> {
  return db.transaction(async (tx) => {
    const [found] = await queryRows<{
      name: string;
      entryId: string;
      photoSet: string;
      metAt: MetAt | string;
      held: boolean | null;
    }>(
      tx,
      sql`select m.name, e.id::text as "entryId", ${photoSetOf(memberId)} as "photoSet",
                 ${metAtEvent(memberId, userId, now)} as "metAt",
                 (select ${confirmationHolds("oc")} from photo_confirmations oc
                   where oc.member_id = m.id and oc.friend_id = ${userId}) as held
            from profiles m
            join friend_entries e on e.owner_id = m.id and e.linked_profile_id = ${userId}
           where m.id = ${memberId} and ${linkedFriendOf(memberId, userId)}
           limit 1`,
    );
    if (!found) throw new NotFoundError("Member");
    const name = found.name.trim().split(" ")[0] ?? found.name;
    if (found.photoSet === "") {
      throw new RuleError(msg("{name} has no photos to confirm yet.", { name }), "no_photos");
    }
    if (!fromJson(found.metAt)) {
      throw new RuleError(confirmNeedsMeetingText(name), "no_shared_event");
    }
    if (found.held) return { status: "confirmed" as const };
    await tx.execute(
      sql`insert into photo_confirmations (member_id, friend_id, photo_set, created_at)
          values (${memberId}, ${userId}, ${found.photoSet}, ${now.toISOString()}::timestamptz)
          on conflict (member_id, friend_id)
          do update set photo_set = excluded.photo_set, created_at = excluded.created_at`,
    );
    await photosConfirmed.run(tx, { memberId, friendId: userId, entryId: found.entryId, now });
    await confirmationsChanged(tx, memberId, userId);
    return { status: "confirmed" as const };
  });
}

/** The friend takes their confirmation back: it counts no more, at once. */
export async function withdrawConfirmation(
  { db, userId }: ServiceContext,
  { memberId }: { memberId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await queryRows<{ memberId: string }>(
      tx,
      sql`delete from photo_confirmations where member_id = ${memberId} and friend_id = ${userId}
          returning member_id as "memberId"`,
    );
    if (removed.length === 0) throw new NotFoundError("Confirmation");
    await confirmationsChanged(tx, memberId, userId);
  });
}

/** The member's own side: which friends' confirmations count for their photos as they are. */
export async function ownConfirmations({ db, userId }: ServiceContext): Promise<OwnConfirmations> {
  const rows = await queryRows<{ firstName: string; confirmedAt: Date | string }>(
    db,
    sql`select split_part(btrim(f.name), ' ', 1) as "firstName", c.created_at as "confirmedAt"
          from photo_confirmations c join profiles f on f.id = c.friend_id
         where c.member_id = ${userId} and ${confirmationHolds("c")}
         order by c.created_at, c.friend_id`,
  );
  return {
    confirmed: rows.length >= CONFIRMATIONS_NEEDED,
    friends: rows.map((r) => ({
      firstName: r.firstName,
      confirmedAt: new Date(r.confirmedAt).toISOString(),
    })),
  };
}

/** Both sides' screens, and everyone shown the member (their profile says it), fetch again. */
async function confirmationsChanged(
  tx: Parameters<typeof publish>[0],
  memberId: string,
  friendId: string,
) {
  const audience = await audienceOf(tx, memberId, { self: true });
  await publish(tx, {
    type: "confirmations.changed",
    to: [...new Set([...audience, friendId])],
  });
}
