import { inArray, sql } from "drizzle-orm";
import type { HomeData } from "../../../shared/schemas/home";
import type { ServiceContext } from "../../context";
import { queryRows } from "../../db/client";
import { clubs } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { shownInMatchForYou } from "../matching";
import { unreadIn } from "../chat";
import { notBlocked } from "../safety";

interface HomeRow {
  name: string;
  neighborhood: string;
  heartsBalance: number;
  clubIds: string[];
  circleSize: number;
  pendingSuggestions: number;
  unreadMessages: number;
  matches: number;
  eventTitle: string | null;
  eventStartsAt: Date | string | null;
  eventVenue: string | null;
}

/** Everything /home shows, in two queries: the member with their counts, then club names. */
export async function getHome(ctx: ServiceContext): Promise<HomeData> {
  const { db, userId, now } = ctx;
  const partner = sql.raw(`case when x.user_a_id = p.id then x.user_b_id else x.user_a_id end`);
  const [row] = await queryRows<HomeRow>(
    db,
    sql`select p.name, p.neighborhood, p.hearts_balance as "heartsBalance",
          coalesce((select array_agg(c.club_id order by c.certified_at, c.club_id) from certifications c
                     where c.profile_id = p.id and c.passed), '{}') as "clubIds",
          (select count(*)::int from friend_entries f where f.owner_id = p.id) as "circleSize",
          (select count(distinct s.candidate_id)::int from match_suggestions s
            where ${shownInMatchForYou(userId)}) as "pendingSuggestions",
          (select coalesce(sum(${sql.raw(unreadIn("x", "p.id"))}), 0)::int from matches x
            where (x.user_a_id = p.id or x.user_b_id = p.id) and x.status = 'active'
              and not exists (select 1 from mutes u where u.profile_id = p.id and u.match_id = x.id)
              and ${notBlocked(userId, partner)}) as "unreadMessages",
          (select count(*)::int from matches x
            where (x.user_a_id = p.id or x.user_b_id = p.id) and x.status = 'active'
              and ${notBlocked(userId, partner)}) as "matches",
          e.title as "eventTitle", e.starts_at as "eventStartsAt", e.venue as "eventVenue"
        from profiles p
        left join lateral (
          select title, starts_at, venue from events
           where starts_at > ${now.toISOString()}::timestamptz
           order by starts_at limit 1) e on true
       where p.id = ${userId}`,
  );
  if (!row) throw new NotFoundError("Profile");

  return {
    member: { name: row.name, neighborhood: row.neighborhood, heartsBalance: row.heartsBalance },
    certifications: await clubNames(ctx, row.clubIds),
    circleSize: row.circleSize,
    matchForYou: {
      pendingSuggestions: row.pendingSuggestions,
      unreadMessages: row.unreadMessages,
      matches: row.matches,
    },
    nextEvent:
      row.eventTitle && row.eventStartsAt && row.eventVenue
        ? {
            title: row.eventTitle,
            startsAt: new Date(row.eventStartsAt).toISOString(),
            venue: row.eventVenue,
          }
        : null,
  };
}

/** The certified clubs' names; if they can't be read, 'Club 1', 'Club 2'… (SPEC §8). */
async function clubNames(
  { db, logger, userId }: ServiceContext,
  clubIds: string[],
): Promise<string[]> {
  if (clubIds.length === 0) return [];
  const fallback = clubIds.map((_, i) => `Club ${i + 1}`);
  try {
    const rows = await db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(inArray(clubs.id, clubIds));
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return clubIds.map((id, i) => byId.get(id) ?? fallback[i]!);
  } catch (error) {
    logger.warn(
      { userId, err: { message: (error as Error).message } },
      "club names failed to load",
    );
    return fallback;
  }
}
