// The balance as the app's requests keep it, without the hearts screens and dialogs.
export { setHeartsBalance, walletQueryKey } from "./api";
