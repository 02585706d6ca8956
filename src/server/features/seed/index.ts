// What other modules may use of seed; anything else here is its own.
export { MIN_DEMO_MEMBERS } from "./plan";
export { seedRoutes } from "./routes";
export { seedDemoData } from "./service";
export { DEMO_PASSWORD } from "./demo-people";
