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
import { sessionQueryKey } from "@/client/features/account";
import { walletQueryKey } from "@/client/features/hearts";
import { homeQueryKey } from "@/client/lib/query-keys";
import { api } from "@/client/lib/api";
import type {
  ConversationsResponse,
  Message,
  MessagesPage,
  SendMessageResponse,
} from "@/shared/schemas/chat";
import type { AcceptResponse, SuggestionsResponse } from "@/shared/schemas/matching";

export type { CandidateGroup } from "@/shared/schemas/matching";
export type { Conversation, Message } from "@/shared/schemas/chat";

export const matchingKeys = {
  suggestions: ["matching", "suggestions"] as const,
  conversations: ["chat", "conversations"] as const,
  messages: (matchId: string) => ["chat", "messages", matchId] as const,
};

export const suggestionsQuery = queryOptions({
  queryKey: matchingKeys.suggestions,
  queryFn: ({ signal }) => api<SuggestionsResponse>("/api/matching/suggestions", { signal }),
  select: (data) => data.groups,
});

export const conversationsQuery = queryOptions({
  queryKey: matchingKeys.conversations,
  queryFn: ({ signal }) => api<ConversationsResponse>("/api/chat/conversations", { signal }),
  select: (data) => data.conversations,
});

export const messagesQuery = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: matchingKeys.messages(matchId),
    queryFn: ({ signal, pageParam }) =>
      api<MessagesPage>(
        `/api/chat/conversations/${matchId}/messages${pageParam ? `?before=${pageParam}` : ""}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  });

export const useSuggestions = () => useQuery(suggestionsQuery);
export const useConversations = () => useQuery(conversationsQuery);
export const useMessages = (matchId: string) => useInfiniteQuery(messagesQuery(matchId));

/**
 * Everything a change in matches or messages can alter on other screens. The live stream
 * announces the member's own changes too, so a refresh already under way is joined, not restarted.
 */
export function refreshMatching(queryClient: QueryClient) {
  for (const queryKey of [matchingKeys.suggestions, matchingKeys.conversations, homeQueryKey])
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

export function useAcceptCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<AcceptResponse>(`/api/matching/candidates/${candidateId}/accept`, { method: "POST" }),
    onSuccess: () => refreshMatching(queryClient),
  });
}

export function useUndoDecline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<{ ok: true }>(`/api/matching/candidates/${candidateId}/undo-decline`, {
        method: "POST",
      }),
    onSuccess: () => refreshMatching(queryClient),
  });
}

export function useDeclineCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<{ ok: true }>(`/api/matching/candidates/${candidateId}/decline`, { method: "POST" }),
    onSuccess: () => refreshMatching(queryClient),
  });
}

/** Puts a message at the end of a loaded thread, once (the live stream may deliver it too). */
export function appendMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<InfiniteData<MessagesPage, number>>(
    matchingKeys.messages(message.matchId),
    (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      const [newest, ...older] = data.pages;
      if (!newest) return data;
      return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
    },
  );
}

export function useSendMessage(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<SendMessageResponse>(`/api/chat/conversations/${matchId}/messages`, {
        method: "POST",
        body: { text },
      }),
    onSuccess: ({ message }) => {
      appendMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: matchingKeys.conversations });
      // The first message of a match may have earned a heart: the session holds the balance
      // every screen shows, the wallet its ledger row.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
    },
  });
}

export function useMarkRead(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ ok: true }>(`/api/chat/conversations/${matchId}/read`, { method: "POST" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
    },
  });
}
