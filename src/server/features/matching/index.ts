// What other features may use of matching; anything else here is its own.
export { endMatchBetween, matchEndedBetween } from "./end-match";
export { isPaused, mayBeSuggested, shownWish, verifiedOnlyAdmits, wishAdmits } from "./fit";
export { leaveMatching } from "./leave-matching";
export { matchStarted } from "./match-started";
export { memberStarted } from "./member-started";
export { memberMatch } from "./member-match";
export { matchingRoutes } from "./routes";
export { awaitingAnswer } from "./service";
export { introduceBothWays, suggestMatch } from "./suggest";
