import { and, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import type { Interest } from "../../../shared/options";
import type { PromptAnswer } from "../../../shared/schemas/profile-fields";
import { CERTIFICATIONS_SHOWN, DECLINE_UNDO_SECONDS } from "../../../shared/constants";
import type {
  AcceptResponse,
  CandidateGroup,
  SuggestionsResponse,
} from "../../../shared/schemas/matching";
import type { Sexuality } from "../../../shared/options";
import type { ShownWish } from "../../../shared/schemas/wish";
import type { ServiceContext } from "../../context";
import { preparedRows, type Database, type Db } from "../../db/client";
import { cachePerDatabase, keptRead } from "../../db/snapshot-cache";
import { matches, matchSuggestions, profiles } from "../../db/schema";
import { NotFoundError, RuleError } from "../../errors";
import { publish } from "../../realtime/publish";
import { assertNotLimited, notBlocked } from "../blocks";
import { mainPhotoOf, mainPhotoOfListed, toPhoto, type PhotoRow } from "../photos";
import { activeMatchBetween } from "./pairs";
import { mayBeSuggested, shownWish } from "./fit";
import { clubNamesOf } from "./certifications";
import { matchStarted } from "./match-started";
import { memberStarted } from "./member-started";
import { notify } from "../notifications";

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
  wish: ShownWish | null;
}

/** The pair's two ids in the order a match row stores them. */
export const orderedPair = (one: string, other: string): [string, string] =>
  one < other ? [one, other] : [other, one];

/**
 * Which suggestions (match_suggestions as `s`) Match for You shows the member: pending ones for
 * them, never of someone across a block or someone they are already matched with, nor while
 * either is paused or the candidate is outside who the member (now) wants to meet. Home counts
 * the same ones.
 */
export function shownInMatchForYou(userId: string): SQL {
  const candidate = sql.raw("s.candidate_id");
  return sql`s.target_id = ${userId} and s.status = 'pending'
    and ${notBlocked(userId, candidate)}
    and not ${activeMatchBetween(userId, candidate)}
    and ${mayBeSuggested(userId, candidate)}`;
}

const suggestionsOf = cachePerDatabase<SuggestionsResponse>(256);

/**
 * Pending suggestions targeted at the member, grouped by candidate, newest group first; kept
 * until anything is written (decision 0019).
 */
export async function listSuggestions({
  database,
  userId,
}: ServiceContext): Promise<SuggestionsResponse> {
  return keptRead(suggestionsOf(database), database, userId, () =>
    readSuggestions(database, userId),
  );
}

async function readSuggestions(database: Database, userId: string): Promise<SuggestionsResponse> {
  const rows = await preparedRows<SuggestionRow>(
    database,
    sql`select s.id, s.suggested_by_name as "suggestedBy", s.reason, s.tags, s.created_at as "createdAt",
               p.id as "candidateId", p.name, p.age, p.pronouns, p.sexuality, p.neighborhood, p.bio, p.hobbies,
               p.interests, p.prompts, ${shownWish("p")} as wish,
               ${mainPhotoOfListed(sql.raw("p.id"))} as "mainPhoto"
          from match_suggestions s join profiles p on p.id = s.candidate_id
         where ${shownInMatchForYou(userId)}
         order by s.created_at desc, s.id`,
  );
  const groups = new Map<string, CandidateGroup>();
  for (const row of rows) {
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
        },
        suggestions: [],
      };
      groups.set(row.candidateId, group);
    }
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
  return { groups: [...groups.values()] };
}

/**
 * Accepts every pending suggestion of this candidate and starts their one match. Both members
 * accepting each other at once, or the same request twice, still make exactly one match: the
 * pair is locked for the transaction and the match row is unique per pair.
 */
export async function acceptCandidate(
  { db, userId, now }: ServiceContext,
  { candidateId }: { candidateId: string },
): Promise<AcceptResponse> {
  await assertNotLimited(db, userId, now);
  return db.transaction(async (tx) => {
    const [a, b] = orderedPair(userId, candidateId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`match:${a}:${b}`}))`);
    const partner = await visiblePartner(tx, userId, candidateId);

    const accepted = await tx
      .update(matchSuggestions)
      .set({ status: "accepted", decidedAt: now })
      .where(
        and(
          eq(matchSuggestions.targetId, userId),
          eq(matchSuggestions.candidateId, candidateId),
          eq(matchSuggestions.status, "pending"),
        ),
      )
      .returning({ id: matchSuggestions.id });

    const [existing] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.userAId, a), eq(matches.userBId, b), eq(matches.status, "active")));
    if (existing) {
      // A repeat of an accept that already went through answers the same; anything else is unknown.
      if (accepted.length === 0 && !(await everAccepted(tx, userId, candidateId))) {
        throw new NotFoundError("Suggestion");
      }
      return { matchId: existing.id, partner };
    }
    if (accepted.length === 0) throw new NotFoundError("Suggestion");

    const [match] = await tx
      .insert(matches)
      .values({ userAId: a, userBId: b, createdAt: now })
      .returning({ id: matches.id });
    // The candidate's own suggestions of this member are settled by the match too.
    await tx
      .update(matchSuggestions)
      .set({ status: "accepted", decidedAt: now })
      .where(
        and(
          eq(matchSuggestions.targetId, candidateId),
          eq(matchSuggestions.candidateId, userId),
          eq(matchSuggestions.status, "pending"),
        ),
      );
    await matchStarted.run(tx, userId, candidateId, now);
    await memberStarted.run(tx, userId, now);
    // The member who accepted knows; the candidate is told who did.
    await notify(tx, { to: candidateId, kind: "match", objectId: match!.id, actorId: userId, now });
    await publish(tx, {
      type: "match.created",
      to: [userId, candidateId],
      data: { matchId: match!.id },
    });
    return { matchId: match!.id, partner };
  });
}

/**
 * Declines every pending suggestion of this candidate. Only the member's own screens hear of it
 * (their other tabs drop the candidate); the candidate is never told.
 */
export async function declineCandidate(
  { db, userId, now }: ServiceContext,
  { candidateId }: { candidateId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const declined = await tx
      .update(matchSuggestions)
      .set({ status: "declined", decidedAt: now })
      .where(
        and(
          eq(matchSuggestions.targetId, userId),
          eq(matchSuggestions.candidateId, candidateId),
          eq(matchSuggestions.status, "pending"),
          notBlocked(userId, matchSuggestions.candidateId),
        ),
      )
      .returning({ id: matchSuggestions.id });
    if (declined.length === 0) throw new NotFoundError("Suggestion");
    await publish(tx, { type: "suggestion.decided", to: [userId] });
  });
}

/**
 * Takes back a decline made moments ago: the member's suggestions of this candidate that they
 * declined in the last few seconds are pending again. Older declines stay declined.
 */
export async function undoDecline(
  { db, userId, now }: ServiceContext,
  { candidateId }: { candidateId: string },
): Promise<void> {
  const since = new Date(now.getTime() - DECLINE_UNDO_SECONDS * 1000);
  await db.transaction(async (tx) => {
    const restored = await tx
      .update(matchSuggestions)
      .set({ status: "pending", decidedAt: null })
      .where(
        and(
          eq(matchSuggestions.targetId, userId),
          eq(matchSuggestions.candidateId, candidateId),
          eq(matchSuggestions.status, "declined"),
          gte(matchSuggestions.decidedAt, since),
          notBlocked(userId, matchSuggestions.candidateId),
          sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${matchSuggestions.candidateId}
                and ${profiles.deletedAt} is not null)`,
        ),
      )
      .returning({ id: matchSuggestions.id });
    if (restored.length === 0)
      throw new RuleError("That decline can no longer be undone", "undo_expired");
    await publish(tx, { type: "suggestion.created", to: [userId] });
  });
}

/** The candidate as the member may see them: 404 when unknown, gone or blocked either way. */
async function visiblePartner(tx: Db, userId: string, candidateId: string) {
  const [partner] = await tx
    .select({
      id: profiles.id,
      name: profiles.name,
      mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, profiles.id)}`.mapWith(toPhoto),
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, candidateId),
        isNull(profiles.deletedAt),
        notBlocked(userId, profiles.id),
      ),
    );
  if (!partner || candidateId === userId) throw new NotFoundError("Suggestion");
  return partner;
}

async function everAccepted(tx: Db, userId: string, candidateId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: matchSuggestions.id })
    .from(matchSuggestions)
    .where(
      and(
        eq(matchSuggestions.targetId, userId),
        eq(matchSuggestions.candidateId, candidateId),
        eq(matchSuggestions.status, "accepted"),
      ),
    )
    .limit(1);
  return Boolean(row);
}
