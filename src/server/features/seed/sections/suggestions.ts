import { randomUUID } from "node:crypto";
import { COST, DAY_MS } from "#shared/constants";
import { PAIRING_TAGS } from "#shared/options";
import { LEDGER_REASON } from "../../hearts";
import type { Ring } from "./ring";
import { HOUR, pick, type Member, type Row, type SeedPlan, type SeedWorld } from "./world";

export const SUGGESTION_REASONS = [
  "You both light up talking about books, and you'd never run out of things to say.",
  "Same sense of humour, same love of long dinners. Trust me on this one.",
  "I've wanted you two to meet for a year. Coffee, at least?",
  "You're both the kindest people I know, and both terrible at chess.",
];

/** Adds one Match for You suggestion of `candidate` to `target` (pending unless `extra` says). */
export function addMatchSuggestion(
  plan: SeedPlan,
  target: Member,
  candidate: Member,
  suggester: Member,
  by: string,
  source: string,
  at: Date,
  extra: Row = {},
): void {
  plan.matchSuggestions.push({
    id: randomUUID(),
    target_id: target.id,
    candidate_id: candidate.id,
    suggester_id: suggester.id,
    suggested_by_name: by,
    source,
    pairing_suggestion_id: null,
    reason: pick(SUGGESTION_REASONS, plan.matchSuggestions.length),
    tags: [
      pick(PAIRING_TAGS, plan.matchSuggestions.length),
      pick(PAIRING_TAGS, plan.matchSuggestions.length + 3),
    ],
    status: "pending",
    created_at: at,
    decided_at: null,
    yes_at: null,
    ...extra,
  });
}

/** The last suggestion's reason and tags: an introduction's two sides read the same. */
const sameWords = (plan: SeedPlan): Row => {
  const { reason, tags } = plan.matchSuggestions.at(-1)!;
  return { reason, tags };
};

/**
 * Match for You: direct suggestions and self-suggests, paid for by the suggester. Both members
 * are asked (a match needs two yeses): the candidate has the target in their Match for You too,
 * some having said yes already; a self-suggest is its suggester's yes.
 */
export function addSuggestions({ plan, n, m, index, ago }: SeedWorld, ring: Ring): void {
  for (let t = 0; t < n; t++) {
    const target = m(t);
    // A direct suggestion comes from members whose first and second friends are the candidate
    // (offsets 10 and 11), so neither of those may be the target.
    const direct = ring.nextCompatible(t, 5, (d) => ![10, 11].includes(index(d)));
    if (direct !== undefined) {
      for (const offset of [10, 11]) {
        const suggester = m(t + direct - offset);
        const at = ago((offset - 8) * DAY_MS + (t % 5) * HOUR);
        const candidate = m(t + direct);
        addMatchSuggestion(plan, target, candidate, suggester, suggester.name, "direct", at);
        const saidYes = t % 3 === 1 && offset === 10;
        addMatchSuggestion(plan, candidate, target, suggester, suggester.name, "direct", at, {
          ...sameWords(plan),
          yes_at: saidYes ? new Date(at.getTime() + HOUR) : null,
        });
        suggester.ledger.push({
          amount: -COST.directMatch,
          type: "spend",
          reason: LEDGER_REASON.directMatch,
          at,
        });
      }
    }
    const selfOffset = ring.nextCompatible(
      t,
      7,
      (d) => direct === undefined || index(d) !== index(direct),
    );
    if (selfOffset !== undefined) {
      const self = m(t + selfOffset);
      const voucher = self.friends[3]!; // a consenting friend outside Vouch
      const at = ago(2 * DAY_MS + (t % 7) * HOUR);
      addMatchSuggestion(plan, target, self, self, voucher.name, "self", at);
      addMatchSuggestion(plan, self, target, self, voucher.name, "self", at, {
        ...sameWords(plan),
        yes_at: at,
      });
      self.ledger.push({
        amount: -COST.selfSuggest,
        type: "spend",
        reason: LEDGER_REASON.selfSuggest,
        at,
      });
    }
  }
}
