import { HEART_PACKAGES } from "#shared/constants";
import { purchaseReason } from "../../hearts";
import type { SeedWorld } from "./world";

/**
 * The hearts ledger, in time order per member: balance_after and the final balance follow from
 * the entries the other sections gathered.
 */
export function addHeartsLedger({ plan, members }: SeedWorld): void {
  for (const member of members) {
    let balance = 0;
    member.ledger.sort((x, y) => x.at.getTime() - y.at.getTime());
    for (const entry of member.ledger) {
      if (entry.amount < 0 && balance + entry.amount <= 0) {
        // A busy matchmaker tops up before a spend that would leave them with nothing.
        const pkg = HEART_PACKAGES[1];
        balance += pkg.hearts;
        plan.heartTransactions.push({
          profile_id: member.id,
          amount: pkg.hearts,
          type: "purchase",
          reason: purchaseReason(pkg.hearts, pkg.priceUsd),
          balance_after: balance,
          created_at: new Date(entry.at.getTime() - 60_000),
        });
      }
      balance += entry.amount;
      plan.heartTransactions.push({
        profile_id: member.id,
        amount: entry.amount,
        type: entry.type,
        reason: entry.reason,
        balance_after: balance,
        created_at: entry.at,
        event_id: entry.eventId ?? null,
      });
    }
    plan.heartBalances.push({ id: member.id, hearts_balance: balance });
  }
}
