// What other features may use of moderation; anything else here is its own.
export { openCaseForReport } from "./cases";
export { seedDemoModeration } from "./demo-cases";
export { memberModerationRoutes, moderationRoutes } from "./routes";
export { sanctionOfEmail } from "./sanctions";
export { activityTripwire, selfieTripwire } from "./tripwires";
export { appealDecision, sanctionInForce } from "./appeals";
