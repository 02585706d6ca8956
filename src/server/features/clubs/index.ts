// What other features may use of clubs; anything else here is its own.
export { CLUB_CATALOG } from "./catalog";
export { certifiedClubNames } from "./certified-names";
export { ensureClubCatalog } from "./ensure-catalog";
export { clubsRoutes } from "./routes";
export { studioRoutes } from "./studio-routes";
