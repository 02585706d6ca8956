// What other features may use of account; anything else here is its own.
export { clientIp } from "./limits";
export { passwordRoutes } from "./password-routes";
export { accountRoutes, authRoutes, meRoutes } from "./routes";
export { getMe, normalizeUsername } from "./service";
