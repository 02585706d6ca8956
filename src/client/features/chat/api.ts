import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import { applyBalance } from "@/client/lib/session";
import type {
  ConversationsResponse,
  MessagesPage,
  SendMessageResponse,
} from "@/shared/schemas/chat";

export type { Conversation, Message } from "@/shared/schemas/chat";

export const conversationsQueryOptions = queryOptions({
  queryKey: queryKeys.chat.conversations,
  queryFn: ({ signal }) => api<ConversationsResponse>("/api/chat/conversations", { signal }),
});

export const messagesInfiniteQueryOptions = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chat.messages(matchId),
    queryFn: ({ signal, pageParam }) =>
      api<MessagesPage>(
        `/api/chat/conversations/${matchId}/messages${pageParam ? `?before=${pageParam}` : ""}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  });

export function useConversations() {
  return useQuery({ ...conversationsQueryOptions, select: (data) => data.conversations });
}

/**
 * A conversation's messages, asked for only while it is in Text History (or the list isn't known
 * yet): once it ends, a render of the closing panel must not ask again, which the server would
 * refuse with a 404.
 */
export function useMessages(matchId: string) {
  const listed = useQuery({
    ...conversationsQueryOptions,
    select: (data) => data.conversations.some((c) => c.matchId === matchId),
  });
  return useInfiniteQuery({
    ...messagesInfiniteQueryOptions(matchId),
    enabled: listed.data !== false,
  });
}

export function useSendMessage(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<SendMessageResponse>(`/api/chat/conversations/${matchId}/messages`, {
        method: "POST",
        body: { text },
      }),
    onSuccess: ({ message, balance }) => {
      void applyChange(queryClient, { type: "message.created", data: { matchId, message } });
      // The first message of a match may have earned a heart: a new balance, a new ledger row.
      if (balance !== undefined) {
        applyBalance(queryClient, balance);
        void applyChange(queryClient, { type: "hearts.changed" });
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
      queryClient.setQueryData<ConversationsResponse>(queryKeys.chat.conversations, (data) =>
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
