// What other features may use of chat; anything else here is its own.
export { chatRoutes } from "./routes";
export { purgeDepartedMessages } from "./former-members";
export { recountUnread, unreadIn } from "./unread";
export { remindTurns } from "./turn-reminders";
export { seedDemoChatExtras } from "./demo-extras";
export { removeMessageOf } from "./remove-message";
