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
import { applyBalance } from "@/client/lib/session";
import type {
  CheckInInput,
  EventActionResult,
  EventList,
  MatchmakerRecord,
} from "@/shared/schemas/events";

export type { EventActionResult, EventDetail, EventSummary } from "@/shared/schemas/events";

export const upcomingEventsQueryOptions = queryOptions({
  queryKey: queryKeys.events.upcoming,
  queryFn: ({ signal }) => api<EventList>("/api/events", { signal }),
});

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions);
}

export const calendarEventsQueryOptions = (from: string) =>
  queryOptions({
    queryKey: queryKeys.events.calendar(from),
    queryFn: ({ signal }) =>
      api<EventList>(`/api/events/calendar?from=${encodeURIComponent(from)}`, { signal }),
  });

/** Paging keeps the Fridays on screen until the next four weeks arrive. */
export function useCalendarEvents(from: string) {
  return useQuery({ ...calendarEventsQueryOptions(from), placeholderData: (previous) => previous });
}

export const matchmakerRecordQueryOptions = queryOptions({
  queryKey: queryKeys.events.matchmaker,
  queryFn: ({ signal }) => api<MatchmakerRecord>("/api/events/matchmaker-record", { signal }),
});

export function useMatchmakerRecord() {
  return useQuery(matchmakerRecordQueryOptions);
}

/** After any change to a member's place at an event: every list, home and the wallet. */
function refreshEvents(queryClient: QueryClient) {
  void applyChange(queryClient, { type: "event.changed" });
}

type Action =
  "rsvp" | "cancel" | "join-waitlist" | "leave-waitlist" | "confirm-pair" | "decline-pair";
const requests: Record<Action, { method: "POST" | "DELETE"; path: string }> = {
  rsvp: { method: "POST", path: "rsvp" },
  cancel: { method: "DELETE", path: "rsvp" },
  "join-waitlist": { method: "POST", path: "waitlist" },
  "leave-waitlist": { method: "DELETE", path: "waitlist" },
  "confirm-pair": { method: "POST", path: "pair/confirm" },
  "decline-pair": { method: "POST", path: "pair/decline" },
};

/** An RSVP or a waitlist place naming a linked friend as wingperson. */
type AsAPair = { action: "rsvp" | "join-waitlist"; wingpersonId: string };

function applyResult(queryClient: QueryClient, result: EventActionResult) {
  queryClient.setQueryData(queryKeys.events.detail(result.event.id), result.event);
  applyBalance(queryClient, result.balance);
  refreshEvents(queryClient);
}

export function useEventAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Action | AsAPair) => {
      const action = typeof request === "string" ? request : request.action;
      const { method, path } = requests[action];
      return api<EventActionResult>(`/api/events/${encodeURIComponent(eventId)}/${path}`, {
        method,
        body: typeof request === "string" ? undefined : { wingpersonId: request.wingpersonId },
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
