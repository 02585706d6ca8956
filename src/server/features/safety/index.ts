// What other features may use of safety; anything else here is its own.
export { safetyRoutes } from "./routes";
export { nudgeKindOf } from "./nudges";
export { dateShareRoutes } from "./date-share-routes";
export { dateSharesUnderWay, homeDateShares } from "./date-shares";
export { reportFiled, type FiledReport } from "./report-filed";
