import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { applyBalance } from "@/client/lib/session";
import { eventIdParams, type EventDetail } from "@/shared/schemas/events";

// One event, for its dialog: apart from the list's reads (./api.ts), so the events page doesn't
// load the schemas the id check needs until an event is opened.

/** Whether a link's event id could name an event at all (the server refuses anything else). */
export const isEventId = (id: string) => eventIdParams.shape.id.safeParse(id).success;

const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.events.detail(id),
    queryFn: async ({ signal, client }) => {
      const event = await api<EventDetail>(`/api/events/${encodeURIComponent(id)}`, { signal });
      applyBalance(client, event.balance);
      return event;
    },
  });

export function useEvent(id: string | null) {
  return useQuery({ ...eventQueryOptions(id ?? ""), enabled: id !== null && isEventId(id) });
}
