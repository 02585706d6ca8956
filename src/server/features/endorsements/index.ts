// What other features may use of endorsements; anything else here is its own.
export { endorsementRoutes } from "./routes";
export { friendPromptsAbout, friendWordsOf } from "./shown";
export { removeEndorsement, shownEndorsementsOf } from "./moderated";
