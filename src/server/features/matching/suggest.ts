import type { Db } from "../../db/client";
import { matchSuggestions } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";

export interface NewSuggestion {
  targetId: string;
  candidateId: string;
  suggesterId: string | null;
  /** Shown as "suggested by …": a member's name, or the vouching friend's for a self-suggest. */
  suggestedByName: string;
  source: "pairing" | "direct" | "self";
  pairingSuggestionId?: string;
  reason: string;
  tags?: string[];
  /** The target's yes already (a self-suggest's own side: suggesting yourself is your yes). */
  yesAt?: Date;
}

type Side = Pick<
  NewSuggestion,
  "targetId" | "candidateId" | "suggesterId" | "suggestedByName" | "yesAt"
>;

/**
 * An introduction asks both members (a match needs two yeses): each gets a
 * suggestion of the other in their Match for You, inside the caller's transaction.
 */
export async function introduceBothWays(
  tx: Db,
  shared: Omit<NewSuggestion, keyof Side>,
  sides: [Side, Side],
): Promise<void> {
  for (const side of sides) await suggestMatch(tx, { ...shared, ...side });
}

/** Puts a suggestion in target's "Match for You", inside the caller's transaction, and tells them
 * (a notification, and live). */
export async function suggestMatch(tx: Db, suggestion: NewSuggestion): Promise<string> {
  const [row] = await tx
    .insert(matchSuggestions)
    .values({ ...suggestion, tags: suggestion.tags ?? [] })
    .returning({ id: matchSuggestions.id, createdAt: matchSuggestions.createdAt });
  await publish(tx, { type: "suggestion.created", to: [suggestion.targetId] });
  // Told by the candidate's first name; a suggestion of the member's own making tells nobody.
  if (suggestion.suggesterId !== suggestion.targetId) {
    await notify(tx, {
      to: suggestion.targetId,
      kind: "suggestion",
      objectId: row!.id,
      actorId: suggestion.candidateId,
      now: row!.createdAt,
    });
  }
  return row!.id;
}
