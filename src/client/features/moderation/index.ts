// What other features and the app may use of moderation.
export { MyDecisions } from "./components/my-decisions";
export { MyReports } from "./components/my-reports";
export { WarningNotice } from "./components/warning-notice";
