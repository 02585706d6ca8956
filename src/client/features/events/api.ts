import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { setHeartsBalance, walletQueryKey } from "@/client/features/hearts";
import { homeQueryKey } from "@/client/lib/query-keys";
import { api } from "@/client/lib/api";
import type {
  CheckInInput,
  EventActionResult,
  EventDetail,
  EventList,
  MatchmakerRecord,
} from "@/shared/schemas/events";
import { eventIdParams } from "@/shared/schemas/events";

export type { EventActionResult, EventDetail, EventSummary } from "@/shared/schemas/events";

export const eventKeys = {
  all: ["events"] as const,
  upcoming: ["events", "upcoming"] as const,
  calendar: (from: string) => ["events", "calendar", from] as const,
  detail: (id: string) => ["events", "detail", id] as const,
  matchmaker: ["events", "matchmaker"] as const,
};

export function useUpcomingEvents() {
  return useQuery(
    queryOptions({
      queryKey: eventKeys.upcoming,
      queryFn: ({ signal }) => api<EventList>("/api/events", { signal }),
    }),
  );
}

export function useCalendarEvents(from: string) {
  return useQuery({
    queryKey: eventKeys.calendar(from),
    queryFn: ({ signal }) =>
      api<EventList>(`/api/events/calendar?from=${encodeURIComponent(from)}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Whether a link's event id could name an event at all (the server refuses anything else). */
export const isEventId = (id: string) => eventIdParams.shape.id.safeParse(id).success;

export function useEvent(id: string | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? ""),
    queryFn: async ({ signal, client }) => {
      const event = await api<EventDetail>(`/api/events/${encodeURIComponent(id!)}`, { signal });
      setHeartsBalance(client, event.balance);
      return event;
    },
    enabled: id !== null && isEventId(id),
  });
}

export function useMatchmakerRecord() {
  return useQuery({
    queryKey: eventKeys.matchmaker,
    queryFn: ({ signal }) => api<MatchmakerRecord>("/api/events/matchmaker-record", { signal }),
  });
}

/** After any change to a member's place at an event: every list, home and the wallet. */
export function refreshEvents(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  void queryClient.invalidateQueries({ queryKey: homeQueryKey });
  void queryClient.invalidateQueries({ queryKey: walletQueryKey });
}

type Action = "rsvp" | "cancel" | "join-waitlist" | "leave-waitlist";
const requests: Record<Action, { method: "POST" | "DELETE"; path: string }> = {
  rsvp: { method: "POST", path: "rsvp" },
  cancel: { method: "DELETE", path: "rsvp" },
  "join-waitlist": { method: "POST", path: "waitlist" },
  "leave-waitlist": { method: "DELETE", path: "waitlist" },
};

function applyResult(queryClient: QueryClient, result: EventActionResult) {
  queryClient.setQueryData(eventKeys.detail(result.event.id), result.event);
  setHeartsBalance(queryClient, result.balance);
  refreshEvents(queryClient);
}

export function useEventAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      const { method, path } = requests[action];
      return api<EventActionResult>(`/api/events/${encodeURIComponent(eventId)}/${path}`, {
        method,
      });
    },
    onSuccess: (result) => applyResult(queryClient, result),
    onError: () => refreshEvents(queryClient),
  });
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInInput) =>
      api<EventActionResult>(`/api/events/${encodeURIComponent(eventId)}/check-in`, {
        method: "POST",
        body,
      }),
    onSuccess: (result) => applyResult(queryClient, result),
  });
}

export const calendarFileHref = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
