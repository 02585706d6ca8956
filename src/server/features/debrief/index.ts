// What other features may use of debrief; anything else here is its own.
export { debriefRoutes } from "./routes";
export { askDebriefs } from "./debrief-job";
export { seedDemoDebrief } from "./demo-debrief";
