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
import { applyChange } from "@/client/lib/changes";
import { mutationKeys, queryKeys } from "@/client/lib/query-keys";
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
import { i18n } from "@/shared/i18n/i18n";

/** A block, an unmatch or a mute changes what many screens show. */
function refreshAfterSafetyChange(queryClient: QueryClient) {
  void applyChange(queryClient, { type: "safety.changed" });
}

const safetyActionKey = mutationKeys.safetyAction;

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

export const dateShareOptionsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: queryKeys.safety.dateShareOptions(matchId),
    queryFn: ({ signal }) =>
      api<DateShareOptions>(
        `/api/safety/date-shares/options?matchId=${encodeURIComponent(matchId)}`,
        { signal },
      ),
  });

export function useDateShareOptions(matchId: string, enabled: boolean) {
  return useQuery({ ...dateShareOptionsQueryOptions(matchId), enabled });
}

function refreshDateShares(queryClient: QueryClient) {
  void applyChange(queryClient, { type: "dateShare.saved" });
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

/** A plan was shared, marked home safe or stopped: tell a friend their friend is home. */
export function onDateShareChanged(change: DateShareChanged, viewerId: string | undefined) {
  if (change.status === "homeSafe" && change.sharerId !== viewerId)
    toast.success(
      i18n.t("{name} is home safe", { name: change.sharerName }),
      i18n.t("Thanks for looking out for them."),
    );
}

export const verifiedVenuesQueryOptions = queryOptions({
  queryKey: queryKeys.safety.venues,
  queryFn: ({ signal }) => api<VerifiedVenues>("/api/safety/venues", { signal }),
});

export function useVerifiedVenues() {
  return useQuery(verifiedVenuesQueryOptions);
}
