import { sql, type SQL } from "drizzle-orm";
import { YES_WAITS_DAYS } from "#shared/constants";

const DAY_MS = 86_400_000;

/** When a yes said before it has lapsed: its card goes. */
export const yesCutoff = (now: Date): string =>
  new Date(now.getTime() - YES_WAITS_DAYS * DAY_MS).toISOString();

/**
 * The suggestion row `s` (an alias) holds its target's yes, still standing: said in the last
 * YES_WAITS_DAYS days, or a self-suggest's own (paid for, it waits as long as the suggestion does).
 */
export function liveYes(s: string, now: Date): SQL<boolean> {
  const row = sql.identifier(s);
  return sql<boolean>`(${row}.yes_at is not null
    and (${row}.yes_at > ${yesCutoff(now)}::timestamptz
         or (${row}.source = 'self' and ${row}.suggester_id = ${row}.target_id)))`;
}

/** The candidate of row `s` said yes to its target: their own row for the pair holds a live yes. */
export function candidateSaidYes(s: string, now: Date): SQL<boolean> {
  const row = sql.identifier(s);
  return sql<boolean>`exists (select 1 from match_suggestions o
    where o.target_id = ${row}.candidate_id and o.candidate_id = ${row}.target_id
      and o.status = 'pending' and ${liveYes("o", now)})`;
}

/** The other member is still asked: their own row for the pair is pending (not declined, not settled). */
export function otherSideAsked(s: string): SQL<boolean> {
  const row = sql.identifier(s);
  return sql<boolean>`exists (select 1 from match_suggestions o
    where o.target_id = ${row}.candidate_id and o.candidate_id = ${row}.target_id and o.status = 'pending')`;
}
