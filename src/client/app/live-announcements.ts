import type { QueryClient } from "@tanstack/react-query";
import { announce } from "@/client/lib/announce";
import { firstName } from "@/client/lib/first-name";
import { queryKeys } from "@/client/lib/query-keys";
import { TYPING_SHOWN_MS } from "@/shared/constants";
import type { ConversationsResponse } from "@/shared/schemas/chat";
import type { LiveEvent } from "@/shared/schemas/live";

const partnerOf = (queryClient: QueryClient, matchId: string) =>
  queryClient
    .getQueryData<ConversationsResponse>(queryKeys.chat.conversations)
    ?.conversations.find((conversation) => conversation.matchId === matchId)?.partner.name;

// The conversation open on screen, from the address (?chat=…): its messages are read out in full.
const openConversation = () => new URLSearchParams(location.search).get("chat");

/** What a screen reader is told of a live event, for the member `me`. */
export function announceLive(queryClient: QueryClient, event: LiveEvent, me: string | undefined) {
  switch (event.type) {
    case "message.created": {
      const { matchId, message } = event.data;
      if (message && message.senderId === me) return;
      const name = partnerOf(queryClient, matchId);
      const first = name ? firstName(name) : "your match";
      const open = openConversation() === matchId && message && !message.removed;
      announce({
        key: `message:${matchId}`,
        one: open ? `${first}: ${message.text}` : `New message from ${first}`,
        many: (count) => `${count} new messages from ${first}`,
        supersedes: `typing:${matchId}`,
      });
      return;
    }
    case "typing": {
      const { matchId, memberId } = event.data;
      if (memberId === me || openConversation() !== matchId) return;
      const name = partnerOf(queryClient, matchId);
      if (name)
        announce({
          key: `typing:${matchId}`,
          one: `${firstName(name)} is typing`,
          quietMs: TYPING_SHOWN_MS,
        });
      return;
    }
    case "suggestion.created":
      announce({ key: event.type, one: "A friend suggested someone for you" });
      return;
  }
}
