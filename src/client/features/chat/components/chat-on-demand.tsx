import { onDemand } from "@/client/components/on-demand";

/**
 * The conversation's sheet, whose code (the thread, the composer, its notes and dialogs) arrives
 * the first time a conversation opens: Match for You draws sooner without it.
 */
export const ChatPanelOnDemand = onDemand(() => import("./chat-panel").then((m) => m.ChatPanel), {
  wanted: (props) => Boolean(props.matchId),
});

/** The conversation beside the list on a wide screen, its code asked for as it is shown. */
export const ChatPaneOnDemand = onDemand(() => import("./chat-panel").then((m) => m.ChatPane));
