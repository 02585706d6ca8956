import { sql } from "drizzle-orm";
import { queryRows } from "../../../db/client";
import { events, notifications, profiles, pushDeliveries } from "../../../db/schema";
import type { JobContext } from "../../../jobs/queue";
import { describeNotification } from "#shared/notification-text";
import { EVENT_NOTIFICATION_KINDS, type NotificationKind } from "#shared/schemas/notifications";
import type { PushPayload } from "#shared/schemas/push";
import { firstNameOf } from "../first-name";
import { reactionEmojiOf } from "../reaction-emoji";
import { notificationShows } from "../shown";
import { memberOnline } from "../../../realtime/presence";
import { goesByPush } from "../goes-by-push";
import { pushToMember } from "./send";
import { memberLanguage } from "../../../i18n/member-language";
import { serverT } from "../../../i18n/say";
import type { Language } from "#shared/i18n/languages";

/** How long a message notification waits unread before it is pushed: the member may be reading. */
export const PUSH_MESSAGE_DELAY_MS = 3 * 60_000;
/** Past this, a notification isn't pushed (a server down a day sends no stale news). */
const PUSH_MAX_AGE_MS = 24 * 60 * 60_000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

interface Claimed {
  notificationId: string;
  memberId: string;
  sentFor: string;
  kind: NotificationKind;
  objectId: string;
  count: number;
  actorFirstName: string | null;
  emoji: string | null;
  eventTitle: string | null;
  eventVenue: string | null;
  eventStartsAt: string | null;
  eventDeposit: number | null;
}

/**
 * The push, in the member's language: what happened in first names and the screen to open; never
 * anything written.
 */
export function pushPayloadOf(n: Claimed, language: Language = "en"): PushPayload {
  const event =
    n.eventTitle !== null && n.eventVenue !== null && n.eventStartsAt !== null
      ? {
          title: n.eventTitle,
          venue: n.eventVenue,
          startsAt: new Date(n.eventStartsAt).toISOString(),
          depositRequired: n.eventDeposit ?? 0,
        }
      : null;
  const { text, to } = describeNotification(
    {
      kind: n.kind,
      objectId: n.objectId,
      count: n.count,
      actorFirstName: n.actorFirstName,
      emoji: n.emoji,
      event,
    },
    serverT(language),
    language,
  );
  return { title: "Vouch", body: text, url: to, tag: `${n.kind}:${n.objectId}` };
}

/**
 * Takes each due notification's push (an occurrence of it: `created_at` moves when a
 * conversation's row comes back), unless a process took it already: a conditional upsert, so it
 * goes once whichever process or run gets there first. Due: unread, still shown, meant for push
 * at once, older than its wait (messages) and younger than a day, for a member with a device
 * subscribed before it. A member with Vouch open is told by the bell: claimed as 'online', not sent.
 */
async function claim(ctx: JobContext): Promise<Claimed[]> {
  const { db, now } = ctx;
  const messagesUntil = new Date(now.getTime() - PUSH_MESSAGE_DELAY_MS);
  const from = new Date(now.getTime() - PUSH_MAX_AGE_MS);
  const n = notifications;
  return queryRows<Claimed>(
    db,
    sql`with due as (
        select ${n.id} as id, ${n.createdAt} as sent_for,
               case when ${memberOnline(sql`${n.memberId}`)} then 'online' else 'sent' end as outcome
          from ${n}
         where ${n.readAt} is null
           and ${n.createdAt} > ${at(from)}
           and ${n.createdAt} <= case when ${n.kind} = 'message' then ${at(messagesUntil)} else ${at(now)} end
           and ${goesByPush}
           and not exists (select 1 from ${pushDeliveries}
                            where ${pushDeliveries.notificationId} = ${n.id}
                              and ${pushDeliveries.sentFor} >= ${n.createdAt})
           and ${notificationShows}),
      claimed as (
        insert into ${pushDeliveries} (notification_id, sent_for, outcome, at)
        select id, sent_for, outcome, ${at(now)} from due
        on conflict (notification_id) do update
          set sent_for = excluded.sent_for, outcome = excluded.outcome, at = excluded.at
          where ${pushDeliveries.sentFor} < excluded.sent_for
        returning notification_id, sent_for, outcome)
      select nn.id as "notificationId", nn.member_id as "memberId", claimed.sent_for as "sentFor",
             nn.kind, nn.object_id as "objectId", nn.count,
             ${firstNameOf(sql`actor.name`)} as "actorFirstName",
             ${reactionEmojiOf({ kind: sql`nn.kind`, objectId: sql`nn.object_id`, actorId: sql`nn.actor_id` })} as emoji,
             ev.title as "eventTitle", ev.venue as "eventVenue", ev.starts_at as "eventStartsAt",
             ev.deposit_required as "eventDeposit"
        from claimed
        join ${n} nn on nn.id = claimed.notification_id
        left join ${profiles} actor on actor.id = nn.actor_id
        left join ${events} ev on nn.kind in (${sql.join(
          EVENT_NOTIFICATION_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}) and ev.id::text = nn.object_id
       where claimed.outcome = 'sent'`,
  );
}

/**
 * The delivery job's work: pushes what is due to each member's devices. A push no device took
 * (its services failing) is given back, for the next run to try again.
 */
export async function pushDueNotifications(ctx: JobContext): Promise<number> {
  const due = await claim(ctx);
  let pushed = 0;
  for (const n of due) {
    try {
      const payload = pushPayloadOf(n, await memberLanguage(ctx, n.memberId));
      if ((await pushToMember(ctx.db, ctx.vapid, ctx.logger, n.memberId, payload)) > 0) {
        pushed++;
      }
    } catch (error) {
      ctx.logger.warn({ err: error }, "push not sent; it will be tried again");
      await ctx.db.execute(sql`delete from ${pushDeliveries}
        where ${pushDeliveries.notificationId} = ${n.notificationId}
          and ${pushDeliveries.sentFor} = ${new Date(n.sentFor).toISOString()}::timestamptz`);
    }
  }
  return pushed;
}
