// What other features may use of notifications; anything else here is its own.
export { markReadAbout } from "./mark-read";
export { notify, notifyEach, notifyMessageStatement } from "./notify";
export { notificationRoutes, unsubscribeRoutes } from "./routes";
export { mailDigests, mailDueNotifications } from "./email/deliveries";
export { pushDueNotifications } from "./push/deliveries";
export { pushRoutes } from "./push/routes";
export { firstNameOf } from "./first-name";
