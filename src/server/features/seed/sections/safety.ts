import { COST, DAY_MS } from "#shared/constants";
import { LEDGER_REASON } from "../../hearts";
import type { SeededMatches } from "./matches";
import { type SeedWorld } from "./world";

/** Blocks (every tenth member), mutes of quiet chats (every fifth) and profile unlocks. */
export function addSafetyAndUnlocks(
  { plan, members, m, ago }: SeedWorld,
  { silentMatchOf }: SeededMatches,
): void {
  members.forEach((member, i) => {
    if (i % 10 === 0)
      plan.blocks.push({
        blocker_id: member.id,
        blocked_id: m(i + 14).id,
        created_at: ago(4 * DAY_MS),
      });
    const silent = silentMatchOf.get(i);
    if (i % 5 === 0 && silent)
      plan.mutes.push({ profile_id: member.id, match_id: silent.id, created_at: ago(7 * DAY_MS) });
    if (i % 2 === 0) {
      const at = ago(3 * DAY_MS);
      plan.profileUnlocks.push({ viewer_id: member.id, unlocked_id: m(i + 9).id, created_at: at });
      member.ledger.push({
        amount: -COST.unlockProfile,
        type: "spend",
        reason: LEDGER_REASON.profileUnlock,
        at,
      });
    }
  });
}
