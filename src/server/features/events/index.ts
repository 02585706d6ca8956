// What other features may use of events; anything else here is its own.
export { introducersOf, matchmakerRecord, pairsIntroducedBy, recordMeeting } from "./matchmaker";
export { eventsRoutes } from "./routes";
export { hostRoutes } from "./host-routes";
export { releaseSeatsOf } from "./service";
export { releaseExpiredPairs } from "./pair-service";
export { remindEventsTomorrow } from "./event-reminders";
export { eventOn, eventOnHere, eventShownHere } from "./visibility";
export { createEvent, publishEvent } from "./host-service";
export { seatDemoEvent } from "./seating";
