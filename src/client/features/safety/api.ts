import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import { api } from "@/client/lib/api";
import { homeQueryKey } from "@/client/lib/query-keys";
import type { Ok } from "@/shared/schemas/common";
import type {
  DateShareChanged,
  DateShareOptions,
  MyDateShare,
  ReportInput,
  ReportResult,
  ShareDateInput,
  VerifiedVenues,
} from "@/shared/schemas/safety";

/*
 * A block, an unmatch or a mute changes what Text History, Match for You, Explore, events and
 * Settings show. Those features sit above safety, so their keys are named here by their roots.
 */
const SHOWN_MEMBERS_ROOTS = ["chat", "matching", "pairing", "events", "settings"] as const;

function refreshAfterSafetyChange(queryClient: QueryClient) {
  for (const root of SHOWN_MEMBERS_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
  void queryClient.invalidateQueries({ queryKey: homeQueryKey });
}

const safetyActionKey = ["safety", "action"] as const;

/** A report takes the member out of the reporter's Explore; with "Also block", out of sight. */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    // A safety action like a block: a conversation it ends closes without "it has ended".
    mutationKey: safetyActionKey,
    mutationFn: (body: ReportInput) =>
      api<ReportResult>("/api/safety/reports", { method: "POST", body }),
    onSuccess: () => refreshAfterSafetyChange(queryClient),
  });
}

/** Whether this member's own block, unmatch or mute is under way (its screens change next). */
export const useSafetyActionPending = () => useIsMutating({ mutationKey: safetyActionKey }) > 0;

function useSafetyAction<T>(call: (input: T) => Promise<Ok>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: safetyActionKey,
    mutationFn: call,
    onSuccess: () => refreshAfterSafetyChange(queryClient),
  });
}

export const useBlockMember = () =>
  useSafetyAction((memberId: string) =>
    api<Ok>("/api/safety/blocks", { method: "POST", body: { memberId } }),
  );

export const useUnblockMember = () =>
  useSafetyAction((memberId: string) =>
    api<Ok>(`/api/safety/blocks/${encodeURIComponent(memberId)}`, { method: "DELETE" }),
  );

export const useMuteConversation = () =>
  useSafetyAction((matchId: string) =>
    api<Ok>("/api/safety/mutes", { method: "POST", body: { matchId } }),
  );

export const useUnmuteConversation = () =>
  useSafetyAction((matchId: string) =>
    api<Ok>(`/api/safety/mutes/${encodeURIComponent(matchId)}`, { method: "DELETE" }),
  );

export const useUnmatch = () =>
  useSafetyAction((matchId: string) =>
    api<Ok>("/api/safety/unmatches", { method: "POST", body: { matchId } }),
  );

export const dateShareKeys = {
  all: ["safety", "date-shares"] as const,
  options: (matchId: string) => ["safety", "date-shares", matchId] as const,
};

export function useDateShareOptions(matchId: string, enabled: boolean) {
  return useQuery({
    queryKey: dateShareKeys.options(matchId),
    queryFn: ({ signal }) =>
      api<DateShareOptions>(
        `/api/safety/date-shares/options?matchId=${encodeURIComponent(matchId)}`,
        { signal },
      ),
    enabled,
  });
}

function refreshDateShares(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: dateShareKeys.all });
  void queryClient.invalidateQueries({ queryKey: homeQueryKey });
}

export function useShareDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareDateInput) =>
      api<MyDateShare>("/api/safety/date-shares", { method: "POST", body }),
    onSuccess: () => refreshDateShares(queryClient),
  });
}

export function useHomeSafe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api<MyDateShare>(`/api/safety/date-shares/${encodeURIComponent(shareId)}/home-safe`, {
        method: "POST",
      }),
    onSuccess: () => refreshDateShares(queryClient),
  });
}

export function useStopSharingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api<Ok>(`/api/safety/date-shares/${encodeURIComponent(shareId)}/stop`, { method: "POST" }),
    onSuccess: () => refreshDateShares(queryClient),
  });
}

/** A plan was shared, marked home safe or stopped: refresh, and tell a friend their friend is home. */
export function onDateShareChanged(
  queryClient: QueryClient,
  change: DateShareChanged,
  viewerId: string | undefined,
) {
  refreshDateShares(queryClient);
  if (change.status === "homeSafe" && change.sharerId !== viewerId)
    toast.success(`${change.sharerName} is home safe`, "Thanks for looking out for them.");
}

export const verifiedVenuesQuery = queryOptions({
  queryKey: ["safety", "venues"],
  queryFn: ({ signal }) => api<VerifiedVenues>("/api/safety/venues", { signal }),
});
