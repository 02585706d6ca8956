import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { AcceptResponse, SuggestionsResponse } from "@/shared/schemas/matching";

export type { CandidateGroup } from "@/shared/schemas/matching";

export const suggestionsQueryOptions = queryOptions({
  queryKey: queryKeys.matching.suggestions,
  queryFn: ({ signal }) => api<SuggestionsResponse>("/api/matching/suggestions", { signal }),
});

/** Match for You: the groups, and whether the member paused (then nobody is shown). */
export function useSuggestions() {
  return useQuery(suggestionsQueryOptions);
}

/** A decision on a candidate: Match for You, Text History (a new match) and home change. */
function decided(queryClient: QueryClient) {
  void applyChange(queryClient, { type: "suggestion.decided" });
}

export function useAcceptCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<AcceptResponse>(`/api/matching/candidates/${candidateId}/accept`, { method: "POST" }),
    onSuccess: () => decided(queryClient),
  });
}

export function useUndoDecline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<{ ok: true }>(`/api/matching/candidates/${candidateId}/undo-decline`, {
        method: "POST",
      }),
    onSuccess: () => decided(queryClient),
  });
}

export function useDeclineCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<{ ok: true }>(`/api/matching/candidates/${candidateId}/decline`, { method: "POST" }),
    onSuccess: () => decided(queryClient),
  });
}
