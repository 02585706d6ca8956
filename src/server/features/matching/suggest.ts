import type { Db } from "../../db/client";
import { matchSuggestions } from "../../db/schema";
import { publish } from "../../realtime/publish";

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
}

/** Puts a suggestion in target's "Match for You", inside the caller's transaction, and tells them live. */
export async function suggestMatch(tx: Db, suggestion: NewSuggestion): Promise<string> {
  const [row] = await tx
    .insert(matchSuggestions)
    .values({ ...suggestion, tags: suggestion.tags ?? [] })
    .returning({ id: matchSuggestions.id });
  await publish(tx, { type: "suggestion.created", to: [suggestion.targetId] });
  return row!.id;
}
