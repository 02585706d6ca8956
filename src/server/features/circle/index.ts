// What other features may use of circle; anything else here is its own.
export { circleRoutes, inviteLinkRoutes } from "./routes";
export { circleOrder } from "./entries";
export { friendRemoved } from "./friend-removed";
