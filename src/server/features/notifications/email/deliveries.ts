import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "../../../db/client";
import {
  events,
  livePresence,
  notificationPreferences,
  notifications,
  profiles,
  user,
} from "../../../db/schema";
import type { JobContext } from "../../../jobs/queue";
import { memberOnline } from "../../../realtime/presence";
import { EVENT_NOTIFICATION_KINDS } from "#shared/schemas/notifications";
import { firstNameOf } from "../first-name";
import { reactionEmojiOf } from "../reaction-emoji";
import { deliveryModeOf } from "../preferences";
import { goesByPush } from "../goes-by-push";
import { notificationShows } from "../shown";
import { memberLanguage } from "../../../i18n/member-language";
import { digestMail, immediateMail, type MailedNotification, type Recipient } from "./compose";

/** How long a notification to be mailed at once waits for the member to see it in the app. */
export const EMAIL_DELAY_MS = 3 * 60_000;
/** Past this, one to be mailed at once isn't (a server down a day sends no stale mail). */
const IMMEDIATE_MAX_AGE_MS = 24 * 60 * 60_000;
/** What a digest looks back over: anything older the member was told of, or will not miss. */
const DIGEST_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** Mails handed to SMTP at once. */
const SENDING_AT_ONCE = 8;

interface Claimed extends MailedNotification, Recipient {
  notificationId: string;
  round: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes the email round of each notification `eligible` picks (ids of unread ones that still
 * show and are meant for email), unless a process took it already: a conditional update
 * (`emailed_round < round`, checked again after any wait for the row), so each round is mailed
 * once whichever process runs the job, also twice at once. Returns what to send (not what is
 * dropped as `dropped` says, the member having Vouch open), with whom it is for and first names.
 */
async function claim(
  db: JobContext["db"],
  eligible: SQL,
  dropped: SQL = sql`false`,
): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`with due as (${eligible}),
      claimed as (
        update ${notifications} set emailed_round = ${notifications.round}
          from due
         where ${notifications.id} = due.id and ${notifications.emailedRound} < ${notifications.round}
        returning ${notifications.id} as id, ${dropped} as dropped)
      select n.id as "notificationId", n.round, n.kind, n.count, n.object_id as "objectId",
             ${firstNameOf(sql`actor.name`)} as "actorFirstName",
             ${reactionEmojiOf({ kind: sql`n.kind`, objectId: sql`n.object_id`, actorId: sql`n.actor_id` })} as emoji,
             case when e.id is null then null else json_build_object('title', e.title,
               'venue', e.venue, 'startsAt', e.starts_at, 'depositRequired', e.deposit_required) end as event,
             n.member_id as "memberId", u.email, ${firstNameOf(sql`member.name`)} as "firstName"
        from claimed
        join ${notifications} n on n.id = claimed.id
        join ${user} u on u.id = n.member_id
        join ${profiles} member on member.id = n.member_id
        left join ${profiles} actor on actor.id = n.actor_id
        left join ${events} e on n.kind in (${sql.join(
          EVENT_NOTIFICATION_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}) and e.id::text = n.object_id
       where not claimed.dropped
       order by n.member_id, n.created_at desc`,
  );
}

/** Unread notifications meant for email in `mode`, created in (from, until], not yet mailed. */
function eligible(mode: "immediately" | "digest", from: Date, until: Date): SQL {
  return sql`select ${notifications.id} as id
      from ${notifications}
     where ${notifications.readAt} is null
       and ${notifications.createdAt} > ${at(from)} and ${notifications.createdAt} <= ${at(until)}
       and ${notifications.emailedRound} < ${notifications.round}
       and ${deliveryModeOf("email")} = ${mode}
       ${mode === "immediately" ? sql`and not ${goesByPush}` : sql``}
       and ${notificationShows}`;
}

/** Gives back rounds whose mail did not go, for the next run to try again. */
async function release(db: JobContext["db"], items: Claimed[]): Promise<void> {
  for (const n of items) {
    await db.execute(sql`update ${notifications} set emailed_round = ${n.round - 1}
      where ${notifications.id} = ${n.notificationId} and ${notifications.emailedRound} = ${n.round}`);
  }
}

/** Runs `send` over `items` with a few at a time; what failed is given back. */
async function sendAll<T>(
  ctx: JobContext,
  groups: T[][],
  send: (group: T[]) => Promise<void>,
): Promise<{ sent: number; failed: T[] }> {
  let next = 0;
  let sent = 0;
  const failed: T[] = [];
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      try {
        await send(group);
        sent++;
      } catch (error) {
        ctx.logger.warn({ err: error }, "notification mail not sent; it will be tried again");
        failed.push(...group);
      }
    }
  };
  await Promise.all(Array.from({ length: SENDING_AT_ONCE }, worker));
  return { sent, failed };
}

const recipient = async (ctx: JobContext, n: Claimed): Promise<Recipient> => ({
  memberId: n.memberId,
  email: n.email,
  firstName: n.firstName,
  language: await memberLanguage(ctx, n.memberId),
});
const mailed = (n: Claimed): MailedNotification => ({
  kind: n.kind,
  objectId: n.objectId,
  actorFirstName: n.actorFirstName,
  emoji: n.emoji,
  count: n.count,
  event: n.event,
});

/**
 * Mails what is to reach members at once, once it has waited `EMAIL_DELAY_MS` unread; dropped
 * (never mailed) when the member has Vouch open then, as the bell has told them.
 */
export async function mailDueNotifications(ctx: JobContext): Promise<number> {
  const { db, now } = ctx;
  const until = new Date(now.getTime() - EMAIL_DELAY_MS);
  const from = new Date(until.getTime() - IMMEDIATE_MAX_AGE_MS);
  const due = await claim(
    db,
    eligible("immediately", from, until),
    memberOnline(sql`${notifications.memberId}`),
  );
  const { sent, failed } = await sendAll(
    ctx,
    due.map((n) => [n]),
    async ([n]) => ctx.mailer.send(immediateMail(ctx, await recipient(ctx, n!), mailed(n!))),
  );
  await release(db, failed);
  return sent;
}

/**
 * The daily digest: to each member with digest kinds unread and not yet mailed, one mail listing
 * them; nobody else gets one. A member with Vouch open is left for the next day's.
 */
export async function mailDigests(ctx: JobContext): Promise<number> {
  const { db, now } = ctx;
  // PGlite has no autovacuum: planned on stale statistics (a preferences table thought empty),
  // the lookups below become scans of whole tables for each of every member's notifications.
  await db.execute(sql`analyze ${notifications}, ${notificationPreferences}, ${livePresence}`);
  const from = new Date(now.getTime() - DIGEST_WINDOW_MS);
  const claimStarted = performance.now();
  const due = await claim(
    db,
    sql`${eligible("digest", from, now)} and not ${memberOnline(sql`${notifications.memberId}`)}`,
  );
  ctx.logger.debug({ ms: performance.now() - claimStarted, rows: due.length }, "digest claimed");
  const perMember: Claimed[][] = [];
  for (const n of due) {
    const last = perMember.at(-1);
    if (last && last[0]!.memberId === n.memberId) last.push(n);
    else perMember.push([n]);
  }
  const { sent, failed } = await sendAll(ctx, perMember, async (items) =>
    ctx.mailer.send(digestMail(ctx, await recipient(ctx, items[0]!), items.map(mailed))),
  );
  await release(db, failed);
  return sent;
}
