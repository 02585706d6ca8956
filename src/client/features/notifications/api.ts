import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { NotificationsResponse, UnreadCountResponse } from "@/shared/schemas/notifications";

/** The bell's count: live, through notifications.changed and the events that make one. */
export function useUnreadNotifications() {
  return (
    useQuery(
      queryOptions({
        queryKey: queryKeys.notifications.unread,
        queryFn: ({ signal }) =>
          api<UnreadCountResponse>("/api/notifications/unread-count", { signal }),
      }),
    ).data?.unread ?? 0
  );
}

export function useNotifications() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.notifications.list,
      queryFn: ({ signal }) => api<NotificationsResponse>("/api/notifications", { signal }),
    }),
  );
}

function useReadMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => applyChange(queryClient, { type: "notifications.changed" }),
  });
}

export function useMarkRead() {
  return useReadMutation((id: string) =>
    api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
  );
}

export function useMarkAllRead() {
  return useReadMutation(() => api("/api/notifications/read-all", { method: "POST" }));
}
