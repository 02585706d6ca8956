// What other features may use of matching; anything else here is its own.
export { markPairingsMatched } from "./mark-pairings-matched";
export { matchingRoutes } from "./routes";
export { shownInMatchForYou } from "./service";
export { suggestMatch } from "./suggest";
