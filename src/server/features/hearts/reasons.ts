// What each ledger row says it was for, as members read it in their hearts history.
import { FIRST_MESSAGE_WINDOW } from "#shared/texts";

export const LEDGER_REASON = {
  firstMessage: `First message ${FIRST_MESSAGE_WINDOW}`,
  directMatch: "Direct match suggestion",
  selfSuggest: "Self-suggest",
  extraPairing: "Extra pairing",
  profileUnlock: "Profile unlock",
  debtPaid: "Paid towards hearts owed for a refund",
} as const;

export const purchaseReason = (hearts: number, priceUsd: number) =>
  `Bought ${hearts} hearts ($${priceUsd})`;
export const paymentRefundedReason = (hearts: number, priceUsd: number) =>
  `Payment refunded: ${hearts} hearts ($${priceUsd})`;
export const depositReason = (title: string) => `Event deposit: ${title}`;
const REFUNDED = "Deposit refunded: ";
export const refundReason = (title: string) => `${REFUNDED}${title}`;
/** Whether a ledger row gives a deposit back: its history entry says Refund, not Earned. */
export const isRefund = (row: { type: string; reason: string }) =>
  row.type === "earn" && row.reason.startsWith(REFUNDED);
export const weMetReason = (title: string) => `Your introduction met in person at ${title}`;
export const invitedFriendJoinedReason = (name: string) =>
  `${name} joined from your invite and built their circle`;
