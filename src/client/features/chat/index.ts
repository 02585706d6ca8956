// The chat feature as other parts of the client see it: conversations, their messages, the panel.
export { useConversations } from "./api";
export { ChatPane, ChatPanel } from "./components/chat-panel";
export { TextHistory } from "./components/text-history";
