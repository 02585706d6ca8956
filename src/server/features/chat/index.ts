// What other features may use of chat; anything else here is its own.
export { chatRoutes } from "./routes";
export { purgeDepartedMessages } from "./former-members";
export { sendMessage } from "./send-message";
export { listConversations, listMessages, markRead } from "./service";
export { recountUnread, unreadIn } from "./unread";
