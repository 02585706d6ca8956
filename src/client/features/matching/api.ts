import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { chatKeys } from "@/client/features/chat/queries";
import { api } from "@/client/lib/api";
import { homeQueryKey } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import type { AcceptResponse, SuggestionsResponse } from "@/shared/schemas/matching";

export type { CandidateGroup } from "@/shared/schemas/matching";

export const matchingKeys = {
  suggestions: ["matching", "suggestions"] as const,
};

export const suggestionsQuery = queryOptions({
  queryKey: matchingKeys.suggestions,
  queryFn: ({ signal }) => api<SuggestionsResponse>("/api/matching/suggestions", { signal }),
  select: (data) => data.groups,
});

export const useSuggestions = () => useQuery(suggestionsQuery);

/**
 * Everything a change in matches or messages can alter on other screens. The live stream
 * announces the member's own changes too, so a refresh already under way is joined, not restarted.
 */
export function refreshMatching(queryClient: QueryClient) {
  for (const queryKey of [matchingKeys.suggestions, chatKeys.conversations, homeQueryKey])
    refresh(queryClient, queryKey);
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
