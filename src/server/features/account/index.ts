// What other features may use of account; anything else here is its own.
export { passwordChangeRoutes, passwordResetRoutes } from "./password-routes";
export { accountRoutes, authRoutes, meRoutes, memberAccountRoutes, sessionRoutes } from "./routes";
export { getMe } from "./service";
export { sanctionedRoutes } from "./sanctioned-appeal";
