import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  NotificationPreference,
  NotificationPreferences,
  NotificationsResponse,
  Unsubscribed,
  UnreadCountResponse,
} from "@/shared/schemas/notifications";

export const unreadCountQueryOptions = queryOptions({
  queryKey: queryKeys.notifications.unread,
  queryFn: ({ signal }) => api<UnreadCountResponse>("/api/notifications/unread-count", { signal }),
});

/** The bell's count: live, through notifications.changed and the events that make one. */
export function useUnreadNotifications() {
  return useQuery(unreadCountQueryOptions).data?.unread ?? 0;
}

export const notificationsQueryOptions = queryOptions({
  queryKey: queryKeys.notifications.list,
  queryFn: ({ signal }) => api<NotificationsResponse>("/api/notifications", { signal }),
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
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

/** How each kind reaches the member by email (Settings). */
export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: queryKeys.notificationPreferences,
  queryFn: ({ signal }) =>
    api<NotificationPreferences>("/api/notifications/preferences", { signal }),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      api<NotificationPreferences>("/api/notifications/preferences", {
        method: "PUT",
        body: preference,
      }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(queryKeys.notificationPreferences, preferences),
  });
}

/** "Pause all notifications": nothing by email or push while on (Settings). */
export function usePauseNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) =>
      api<NotificationPreferences>("/api/notifications/pause", {
        method: "PUT",
        body: { paused },
      }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(queryKeys.notificationPreferences, preferences),
  });
}

/** An unsubscribe link followed: signed in or not. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api<Unsubscribed>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
      }),
  });
}
