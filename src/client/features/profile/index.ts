// The profile feature as pages compose it: what a profile that would not load shows.
export { ProfileLoadError } from "./components/profile-load-error";
export { PauseSwitch } from "./components/pause-switch";
export { ReadReceiptsSwitch } from "./components/read-receipts-switch";
export { PausedNotice } from "./components/paused-notice";
export { VerifiedOnlySwitch } from "./components/verified-only-switch";
