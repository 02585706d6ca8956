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
export { getWallet, purchaseReason, topUp } from "./service";
