import { sql } from "drizzle-orm";
import type { HomeData } from "#shared/schemas/home";
import type { ServiceContext } from "../../http/context";
import { preparedRows, queryRows } from "../../db/client";
import { cachePerDatabase, keptRead } from "../../db/snapshot-cache";
import { NotFoundError } from "../../http/errors";
import { certifiedClubNames } from "../clubs";
import { awaitingAnswer } from "../matching";
import { partnerOf, notBlocked } from "../relations";
import { unreadIn } from "../chat";
import { dateSharesUnderWay, homeDateShares } from "../safety";
import { eventOn, matchmakerRecord } from "../events";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";

// The session signing up started is dated with the account; one that began later came from
// signing in again. After a day a member is greeted as returning whatever the session.
const NEW_MEMBER_FOR = "1 day";

const INVITERS_NAMED = 3;

interface HomeRow {
  name: string;
  neighborhood: string;
  heartsBalance: number;
  paused: boolean;
  returning: boolean;
  certified: number;
  circle: { name: string; mainPhoto: PhotoRow | string | null }[];
  vouchingFriends: number;
  inviterNames: string[];
  pendingSuggestions: number;
  unreadMessages: number;
  matches: number;
  eventId: string | null;
  eventGoing: boolean | null;
  eventTitle: string | null;
  eventStartsAt: Date | string | null;
  eventVenue: string | null;
  sharesMine: boolean;
  sharesFromFriends: boolean;
}

/**
 * Everything /home shows, in three queries: the member with their counts, club names and the
 * matchmaker record (and the shared plans, when there are some). "Next up" is the member's own next event, else the next one to join.
 * `sessionToken` is the session the request came with: one started by signing up greets a new member.
 */
export async function getHome(
  ctx: ServiceContext,
  { sessionToken }: { sessionToken: string },
): Promise<HomeData> {
  // Kept until anything is written (decision 0019). Time alone also changes home (a shared
  // plan's end, an event's start, a new member's first day), so a kept home serves its minute.
  const minute = Math.floor(ctx.now.getTime() / 60_000);
  return keptRead(
    homesOf(ctx.database),
    ctx.database,
    `${ctx.userId} ${sessionToken} ${minute}`,
    () => readHome(ctx, sessionToken),
  );
}

const homesOf = cachePerDatabase<HomeData>(256);

async function readHome(ctx: ServiceContext, sessionToken: string): Promise<HomeData> {
  const { database, userId, now } = ctx;
  const partner = partnerOf("x", sql.raw("p.id"));
  const shares = dateSharesUnderWay(sql.raw("p.id"), now);
  const [row] = await preparedRows<HomeRow>(
    database,
    sql`select p.name, p.neighborhood, p.hearts_balance as "heartsBalance", p.paused,
          (acct.created_at < ${now.toISOString()}::timestamptz - ${NEW_MEMBER_FOR}::interval
            or coalesce((select s.created_at > acct.created_at
                           from session s where s.token = ${sessionToken} and s.user_id = p.id),
                        true)) as "returning",
          (select count(*)::int from certifications c
            where c.profile_id = p.id and c.passed) as "certified",
          coalesce((select json_agg(json_build_object('name', f.name, 'mainPhoto',
                              ${mainPhotoOf(userId, sql.raw("f.linked_profile_id"))})
                              order by f.created_at, f.id)
                      from friend_entries f where f.owner_id = p.id), '[]') as "circle",
          (select count(*)::int from friend_entries f
            where f.owner_id = p.id and f.consent) as "vouchingFriends",
          coalesce((select array_agg(o.name order by f.created_at, f.id) from friend_entries f
                      join profiles o on o.id = f.owner_id
                     where f.invited_profile_id = p.id and ${notBlocked(userId, sql.raw("o.id"))}),
                   '{}') as "inviterNames",
          (select count(distinct s.candidate_id)::int from match_suggestions s
            where ${awaitingAnswer(userId, now)}) as "pendingSuggestions",
          (select coalesce(sum(${sql.raw(unreadIn("x", "p.id"))}), 0)::int from matches x
            where (x.user_a_id = p.id or x.user_b_id = p.id) and x.status = 'active'
              and not exists (select 1 from mutes u where u.profile_id = p.id and u.match_id = x.id)
              and ${notBlocked(userId, partner)}) as "unreadMessages",
          (select count(*)::int from matches x
            where (x.user_a_id = p.id or x.user_b_id = p.id) and x.status = 'active'
              and ${notBlocked(userId, partner)}) as "matches",
          ${shares.mine} as "sharesMine", ${shares.fromFriends} as "sharesFromFriends",
          e.id as "eventId", e.going as "eventGoing",
          e.title as "eventTitle", e.starts_at as "eventStartsAt", e.venue as "eventVenue"
        from profiles p
        join "user" acct on acct.id = p.id
        left join lateral (
          select v.id, v.title, v.starts_at, v.venue,
                 exists(select 1 from event_attendees a
                         where a.event_id = v.id and a.profile_id = p.id) as going
            from events v
           where v.starts_at > ${now.toISOString()}::timestamptz and ${eventOn("v")}
           order by going desc, v.starts_at limit 1) e on true
       where p.id = ${userId}`,
  );
  if (!row) throw new NotFoundError("Profile");

  return {
    member: {
      name: row.name,
      neighborhood: row.neighborhood,
      heartsBalance: row.heartsBalance,
      paused: row.paused,
    },
    returning: row.returning,
    certifications: await clubNames(ctx, row.certified),
    matchmaker: await matchmakerRecord(ctx),
    dateShares: await homeDateShares(ctx, {
      mine: row.sharesMine,
      fromFriends: row.sharesFromFriends,
    }),
    circleSize: row.circle.length,
    circle: row.circle.map(({ name, mainPhoto }) => ({ name, mainPhoto: toPhoto(mainPhoto) })),
    vouchingFriends: row.vouchingFriends,
    circleInvitations: {
      count: row.inviterNames.length,
      from: row.inviterNames.slice(0, INVITERS_NAMED),
    },
    matchForYou: {
      pendingSuggestions: row.pendingSuggestions,
      unreadMessages: row.unreadMessages,
      matches: row.matches,
    },
    nextEvent:
      row.eventId && row.eventTitle && row.eventStartsAt && row.eventVenue
        ? {
            id: row.eventId,
            going: row.eventGoing ?? false,
            title: row.eventTitle,
            startsAt: new Date(row.eventStartsAt).toISOString(),
            venue: row.eventVenue,
          }
        : null,
  };
}

/** The `count` certified clubs' names; if they can't be read, 'Club 1', 'Club 2'… */
async function clubNames({ db, logger, userId }: ServiceContext, count: number): Promise<string[]> {
  if (count === 0) return [];
  try {
    const [row] = await queryRows<{ names: string[] }>(
      db,
      sql`select ${certifiedClubNames(userId)} as names`,
    );
    return row!.names;
  } catch (error) {
    logger.warn(
      { userId, err: { message: (error as Error).message } },
      "club names failed to load",
    );
    return Array.from({ length: count }, (_, i) => `Club ${i + 1}`);
  }
}
