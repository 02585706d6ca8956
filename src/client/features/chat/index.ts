// The chat feature as other parts of the client see it: conversations, their messages, the panel.
export { useConversations } from "./api";
export { ChatPaneOnDemand, ChatPanelOnDemand } from "./components/chat-on-demand";
export { TextHistory } from "./components/text-history";
export { YourTurnFirst } from "./components/your-turn-first";
