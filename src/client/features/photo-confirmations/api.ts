import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { Confirmable, OwnConfirmations } from "@/shared/schemas/confirmations";

export type { ConfirmableMember } from "@/shared/schemas/confirmations";

const path = (memberId: string) =>
  `/api/verification/confirmations/${encodeURIComponent(memberId)}`;

/** Members whose circles list the member as a linked friend: whose photos they may confirm. */
export const confirmableQueryOptions = queryOptions({
  queryKey: queryKeys.confirmations.confirmable,
  queryFn: ({ signal }) => api<Confirmable>("/api/verification/confirmations", { signal }),
});

export function useConfirmable() {
  return useQuery(confirmableQueryOptions);
}

/** The friends whose confirmations count for the member's own photos. */
export const ownConfirmationsQueryOptions = queryOptions({
  queryKey: queryKeys.confirmations.mine,
  queryFn: ({ signal }) =>
    api<OwnConfirmations>("/api/verification/confirmations/mine", { signal }),
});

export function useOwnConfirmations() {
  return useQuery(ownConfirmationsQueryOptions);
}

/** Confirm or withdraw: the tab's own write refreshes what the live event would. */
function useConfirmationMutation(method: "POST" | "DELETE") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => api<unknown>(path(memberId), { method }),
    onSettled: () => applyChange(queryClient, { type: "confirmations.changed" }),
  });
}

export const useConfirmPhotos = () => useConfirmationMutation("POST");
export const useWithdrawConfirmation = () => useConfirmationMutation("DELETE");
