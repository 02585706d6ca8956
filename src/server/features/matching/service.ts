import { sql, type SQL } from "drizzle-orm";
import type { Interest } from "#shared/options";
import type { PromptAnswer } from "#shared/schemas/profile-fields";
import { CERTIFICATIONS_SHOWN } from "#shared/constants";
import type { CandidateGroup, SuggestionsResponse } from "#shared/schemas/matching";
import type { Sexuality } from "#shared/options";
import type { ShownWish } from "#shared/schemas/wish";
import type { ServiceContext } from "../../http/context";
import { preparedRows, type Database } from "../../db/client";
import { cachePerDatabase, keptRead } from "../../db/snapshot-cache";
import { notBlocked, activeMatchBetween } from "../relations";
import { mainPhotoOfListed, toPhoto, type PhotoRow } from "../photos";
import { mayBeSuggested, shownWish } from "./fit";
import { memberVerified } from "../verification";
import { clubNamesOf } from "./certifications";
import { candidateSaidYes, otherSideAsked, yesCutoff } from "./yes";

const HOBBIES_SHOWN = 5;
const SUGGESTED_BY_TAG = "suggested_by:";

interface SuggestionRow {
  id: string;
  suggestedBy: string;
  reason: string;
  tags: string[];
  createdAt: Date | string;
  candidateId: string;
  name: string;
  age: number;
  pronouns: string;
  sexuality: Sexuality;
  neighborhood: string;
  bio: string;
  hobbies: string[];
  interests: Interest[];
  prompts: PromptAnswer[];
  mainPhoto: PhotoRow | null;
  verified: boolean;
  wish: ShownWish | null;
  mine: boolean;
  theirs: boolean;
}

/**
 * Which suggestions (match_suggestions as `s`) Match for You shows the member: pending ones for
 * them while the candidate is still asked too (a decline by either ends it for both), never of
 * someone across a block or someone they are already matched with, nor while either is paused or
 * outside who the other (now) wants to meet. A yes of theirs shows "Waiting for …" until it lapses.
 */
export function shownInMatchForYou(userId: string, now: Date): SQL {
  const candidate = sql.raw("s.candidate_id");
  return sql`s.target_id = ${userId} and s.status = 'pending'
    and (s.yes_at is null or s.yes_at > ${yesCutoff(now)}::timestamptz)
    and ${otherSideAsked("s")}
    and ${notBlocked(userId, candidate)}
    and not ${activeMatchBetween(userId, candidate)}
    and ${mayBeSuggested(userId, candidate)} and ${mayBeSuggested(candidate, userId)}`;
}

/** Of those, the ones still waiting for the member's answer: what home counts. */
export function awaitingAnswer(userId: string, now: Date): SQL {
  return sql`${shownInMatchForYou(userId, now)} and s.yes_at is null`;
}

const suggestionsOf = cachePerDatabase<SuggestionsResponse>(256);

/**
 * Pending suggestions targeted at the member, grouped by candidate, newest group first; kept
 * until anything is written (decision 0019).
 */
export async function listSuggestions({
  database,
  userId,
  now,
}: ServiceContext): Promise<SuggestionsResponse> {
  // Kept per minute too: a yes lapses with time, not only with a write.
  const minute = Math.floor(now.getTime() / 60_000);
  return keptRead(suggestionsOf(database), database, `${userId}:${minute}`, () =>
    readSuggestions(database, userId, now),
  );
}

async function readSuggestions(
  database: Database,
  userId: string,
  now: Date,
): Promise<SuggestionsResponse> {
  // One statement: the member's pause, with a row per suggestion shown (none: one row of nulls).
  const rows = await preparedRows<SuggestionRow & { paused: boolean }>(
    database,
    sql`select me.paused, x.* from profiles me left join lateral (
          select s.id, s.suggested_by_name as "suggestedBy", s.reason, s.tags, s.created_at as "createdAt",
                 p.id as "candidateId", p.name, p.age, p.pronouns, p.sexuality, p.neighborhood, p.bio, p.hobbies,
                 p.interests, p.prompts, ${shownWish("p")} as wish,
                 ${mainPhotoOfListed(sql.raw("p.id"))} as "mainPhoto",
                 ${memberVerified(sql.raw("p.id"))} as verified,
                 s.yes_at is not null as mine, ${candidateSaidYes("s", now)} as theirs
            from match_suggestions s join profiles p on p.id = s.candidate_id
           where ${shownInMatchForYou(userId, now)}) x on true
         where me.id = ${userId}
         order by x."createdAt" desc, x.id`,
  );
  const groups = new Map<string, CandidateGroup>();
  for (const row of rows) {
    if (row.id === null) continue;
    let group = groups.get(row.candidateId);
    if (!group) {
      group = {
        candidate: {
          id: row.candidateId,
          name: row.name,
          age: row.age,
          pronouns: row.pronouns,
          sexuality: row.sexuality,
          neighborhood: row.neighborhood,
          bio: row.bio,
          hobbies: row.hobbies.slice(0, HOBBIES_SHOWN),
          interests: row.interests,
          prompts: row.prompts,
          wish: row.wish,
          certifications: [],
          mainPhoto: toPhoto(row.mainPhoto),
          verified: row.verified,
        },
        suggestions: [],
        waiting: false,
        theySaidYes: false,
      };
      groups.set(row.candidateId, group);
    }
    group.waiting ||= row.mine;
    group.theySaidYes ||= row.theirs;
    // A 'suggested_by:' tag names who the suggestion is shown as coming from.
    const byTag = row.tags.find((tag) => tag.startsWith(SUGGESTED_BY_TAG));
    group.suggestions.push({
      id: row.id,
      suggestedBy: byTag
        ? byTag.slice(SUGGESTED_BY_TAG.length).trim() || row.suggestedBy
        : row.suggestedBy,
      reason: row.reason,
      tags: row.tags.filter((tag) => !tag.startsWith(SUGGESTED_BY_TAG)),
      createdAt: new Date(row.createdAt).toISOString(),
    });
  }
  const clubs = await clubNamesOf(database, [...groups.keys()], CERTIFICATIONS_SHOWN);
  for (const group of groups.values())
    group.candidate.certifications = clubs.get(group.candidate.id) ?? [];
  return { groups: [...groups.values()], paused: rows[0]?.paused ?? false };
}
