import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { sessionQueryKey } from "@/client/features/account/queries";
import { walletQueryKey } from "@/client/features/hearts/queries";
import { api } from "@/client/lib/api";
import { homeQueryKey } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import type {
  ConversationsResponse,
  Message,
  MessagesPage,
  SendMessageResponse,
} from "@/shared/schemas/chat";

export type { Conversation, Message } from "@/shared/schemas/chat";

export const chatKeys = {
  conversations: ["chat", "conversations"] as const,
  messages: (matchId: string) => ["chat", "messages", matchId] as const,
};

export const conversationsQuery = queryOptions({
  queryKey: chatKeys.conversations,
  queryFn: ({ signal }) => api<ConversationsResponse>("/api/chat/conversations", { signal }),
  select: (data) => data.conversations,
});

export const messagesQuery = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(matchId),
    queryFn: ({ signal, pageParam }) =>
      api<MessagesPage>(
        `/api/chat/conversations/${matchId}/messages${pageParam ? `?before=${pageParam}` : ""}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  });

export const useConversations = () => useQuery(conversationsQuery);
/**
 * A conversation's messages, asked for only while it is in Text History (or the list isn't known
 * yet): once it ends, a render of the closing panel must not ask again, which the server would
 * refuse with a 404.
 */
export function useMessages(matchId: string) {
  const listed = useQuery({
    ...conversationsQuery,
    select: (data) => data.conversations.some((c) => c.matchId === matchId),
  });
  return useInfiniteQuery({ ...messagesQuery(matchId), enabled: listed.data !== false });
}

/** Puts a message at the end of a loaded thread, once (the live stream may deliver it too). */
export function appendMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<InfiniteData<MessagesPage, number>>(
    chatKeys.messages(message.matchId),
    (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      const [newest, ...older] = data.pages;
      if (!newest) return data;
      return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
    },
  );
}

/** Drops an ended conversation from Text History at once, and its thread from the cache. */
export function removeConversation(queryClient: QueryClient, matchId: string) {
  queryClient.setQueryData<ConversationsResponse>(chatKeys.conversations, (data) =>
    data ? { conversations: data.conversations.filter((c) => c.matchId !== matchId) } : data,
  );
  queryClient.removeQueries({ queryKey: chatKeys.messages(matchId) });
  refresh(queryClient, chatKeys.conversations);
}

export function useSendMessage(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<SendMessageResponse>(`/api/chat/conversations/${matchId}/messages`, {
        method: "POST",
        body: { text },
      }),
    onSuccess: ({ message, heartsEarned }) => {
      appendMessage(queryClient, message);
      refresh(queryClient, chatKeys.conversations);
      refresh(queryClient, homeQueryKey);
      // The first message of a match may have earned a heart: the session holds the balance
      // every screen shows, the wallet its ledger row.
      if (heartsEarned > 0) {
        refresh(queryClient, sessionQueryKey);
        refresh(queryClient, walletQueryKey);
      }
    },
  });
}

export function useMarkRead(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ ok: true }>(`/api/chat/conversations/${matchId}/read`, { method: "POST" }),
    // The list shows it read at once; the lists are fetched again when the server's word of it
    // (conversation.read) reaches this tab, or on reconnecting if the live stream is down.
    onSuccess: () =>
      queryClient.setQueryData<ConversationsResponse>(chatKeys.conversations, (data) =>
        data
          ? {
              conversations: data.conversations.map((c) =>
                c.matchId === matchId ? { ...c, unread: 0 } : c,
              ),
            }
          : data,
      ),
  });
}
