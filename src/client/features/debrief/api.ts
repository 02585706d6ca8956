import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  DebriefAnswer,
  DebriefTotals,
  FoundEachOther,
  PendingDebriefs,
} from "@/shared/schemas/debrief";
import { i18n } from "@/shared/i18n/i18n";

export const pendingDebriefsQueryOptions = queryOptions({
  queryKey: queryKeys.debrief.pending,
  queryFn: ({ signal }) => api<PendingDebriefs>("/api/debrief", { signal }),
});

export function usePendingDebriefs() {
  return useQuery(pendingDebriefsQueryOptions);
}

export const debriefTotalsQueryOptions = queryOptions({
  queryKey: queryKeys.debrief.totals,
  queryFn: ({ signal }) => api<DebriefTotals>("/api/debrief/totals", { signal }),
});

export function useDebriefTotals() {
  return useQuery(debriefTotalsQueryOptions);
}

export function useAnswerDebrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...answer }: DebriefAnswer & { matchId: string }) =>
      api<{ ok: true }>(`/api/debrief/${encodeURIComponent(matchId)}`, {
        method: "POST",
        body: answer,
      }),
    // Here, not in the form: the answered form leaves the screen as the list refreshes.
    onSuccess: () => toast.success(i18n.t("Thanks: your answers stay with you")),
    onSettled: () => applyChange(queryClient, { type: "debrief.changed" }),
  });
}

export const foundEachOtherQueryOptions = queryOptions({
  queryKey: queryKeys.debrief.couple,
  queryFn: ({ signal }) => api<FoundEachOther>("/api/debrief/found-each-other", { signal }),
});

export function useFoundEachOther() {
  return useQuery(foundEachOtherQueryOptions);
}

export function useSayFoundEachOther() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      api<FoundEachOther>("/api/debrief/found-each-other", {
        method: "POST",
        body: { matchId },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.debrief.couple, data);
      // A couple's profiles paused: Settings, home and the lists show it.
      if (data.coupleWith) void applyChange(queryClient, { type: "debrief.changed" });
    },
  });
}
