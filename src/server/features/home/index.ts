// What other features may use of home; anything else here is its own.
export { homeRoutes } from "./routes";
