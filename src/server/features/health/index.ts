// What other modules may use of health; anything else here is its own.
export { benchRoutes } from "./bench-routes";
export { healthRoutes } from "./routes";
