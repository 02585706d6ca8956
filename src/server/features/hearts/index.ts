// What other features may use of hearts; anything else here is its own.
export { creditHearts, earnHearts, InsufficientHeartsError, spendHearts } from "./ledger";
export { earnInStatement } from "./earn-in-statement";
export { heartsRoutes } from "./routes";
export { stripeWebhookRoutes } from "./payment-routes";
export {
  depositReason,
  invitedFriendJoinedReason,
  LEDGER_REASON,
  purchaseReason,
  refundReason,
  weMetReason,
} from "./reasons";
