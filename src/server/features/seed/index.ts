// What other modules may use of seed; anything else here is its own.
export { DEMO_USERS_SHOWN, MIN_DEMO_MEMBERS } from "./plan";
export { seedRoutes } from "./routes";
export { isSeeded, seedDemoData } from "./service";
export { DEMO_PASSWORD } from "./demo-people";
