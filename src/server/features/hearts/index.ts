// What other features may use of hearts; anything else here is its own.
export {
  creditHearts,
  DuplicateCreditError,
  earnHearts,
  InsufficientHeartsError,
  spendHearts,
  type CreditEntry,
  type LedgerEntry,
} from "./ledger";
export { heartsRoutes } from "./routes";
export { depositReason, LEDGER_REASON, purchaseReason, refundReason, weMetReason } from "./reasons";
export { getWallet, topUp } from "./service";
