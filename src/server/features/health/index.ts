// What other modules may use of health; anything else here is its own.
export { healthRoutes } from "./routes";
