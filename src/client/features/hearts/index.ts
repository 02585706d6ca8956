// The hearts feature as other parts of the client see it: the balance, the wallet, topping up.
export { HeartsBalanceLink } from "./components/hearts-balance-link";
export { TopUpDialog } from "./components/top-up-dialog";
