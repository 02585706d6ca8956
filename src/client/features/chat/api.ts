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
import { TYPING_EVERY_MS, type Reaction } from "@/shared/constants";
import type {
  ConversationsResponse,
  MessageSearchResponse,
  MessagesPage,
  SendMessageInput,
  SendMessageResponse,
} from "@/shared/schemas/chat";
import { skipToken } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import type { TypingState } from "@/client/lib/changes";

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
    mutationFn: (input: SendMessageInput) =>
      api<SendMessageResponse>(`/api/chat/conversations/${matchId}/messages`, {
        method: "POST",
        body: input,
      }),
    onSuccess: ({ message, balance }, { replyTo }) => {
      // A reply is fetched with its quote; a plain message is put in place as it is.
      void applyChange(queryClient, {
        type: "message.created",
        data: replyTo === undefined ? { matchId, message } : { matchId },
      });
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

/** The member's own message edited (within 15 minutes), unsent, or a reaction set on any. */
export function useMessageChanges(matchId: string) {
  const queryClient = useQueryClient();
  const changed = () => applyChange(queryClient, { type: "message.changed", data: { matchId } });
  const path = (messageId: number) => `/api/chat/conversations/${matchId}/messages/${messageId}`;
  return {
    edit: useMutation({
      mutationFn: ({ messageId, text }: { messageId: number; text: string }) =>
        api<{ ok: true }>(path(messageId), { method: "PATCH", body: { text } }),
      onSuccess: changed,
    }),
    unsend: useMutation({
      mutationFn: (messageId: number) => api<{ ok: true }>(path(messageId), { method: "DELETE" }),
      onSuccess: changed,
    }),
    react: useMutation({
      mutationFn: ({ messageId, emoji }: { messageId: number; emoji: Reaction | null }) =>
        api<{ ok: true }>(`${path(messageId)}/reaction`, { method: "PUT", body: { emoji } }),
      onSuccess: changed,
    }),
  };
}

/**
 * Tells the partner the member is typing, at most once every 2 seconds (the server drops more);
 * a signal that fails is not worth a word to the member.
 */
export function useTypingSignal(matchId: string) {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_EVERY_MS) return;
    last.current = now;
    void api(`/api/chat/conversations/${matchId}/typing`, { method: "POST" }).catch(() => {});
  }, [matchId]);
}

/** Who the live stream last said is typing in the conversation, and when (kept, never fetched). */
export function useTyping(matchId: string) {
  return useQuery<TypingState | null>({
    queryKey: queryKeys.typing(matchId),
    queryFn: skipToken,
  }).data;
}

/** Messages with the words, in one conversation or all of the member's. */
export function useMessageSearch(q: string, matchId?: string) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.chat.search(query, matchId),
    queryFn: ({ signal }) =>
      api<MessageSearchResponse>(
        `/api/chat/search?${new URLSearchParams({ q: query, ...(matchId ? { matchId } : {}) })}`,
        { signal },
      ),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
}
