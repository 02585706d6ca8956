// What other features may use of safety; anything else here is its own.
export { notBlocked } from "./blocks";
export { notReportedBy } from "./reported";
export { matchEndedBetween } from "./end-match";
export { safetyRoutes } from "./routes";
export { nudgeKindOf } from "./nudges";
export { dateShareRoutes } from "./date-share-routes";
export { dateSharesUnderWay, homeDateShares } from "./date-shares";
