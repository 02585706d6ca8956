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
import type {
  CancelResult,
  Door,
  Guest,
  GuestList,
  HostEvent,
  HostEventFields,
  HostEventList,
  Seating,
} from "@/shared/schemas/hosting";

export type {
  Door,
  Guest,
  GuestList,
  HostEvent,
  HostEventFields,
  Seating,
} from "@/shared/schemas/hosting";

const eventPath = (id: string, rest = "") => `/api/host/events/${encodeURIComponent(id)}${rest}`;

export const hostEventsQueryOptions = queryOptions({
  queryKey: queryKeys.host.list,
  queryFn: ({ signal }) => api<HostEventList>("/api/host/events", { signal }),
});

export function useHostEvents() {
  return useQuery(hostEventsQueryOptions);
}

export function useGuestList(id: string) {
  return useQuery({
    queryKey: queryKeys.host.event(id),
    queryFn: ({ signal }) => api<GuestList>(eventPath(id), { signal }),
  });
}

export function useDoor(id: string) {
  return useQuery({
    queryKey: queryKeys.host.door(id),
    queryFn: ({ signal }) => api<Door>(eventPath(id, "/door"), { signal }),
  });
}

export const guestsCsvHref = (id: string) => eventPath(id, "/guests.csv");

const changed = (queryClient: QueryClient) => applyChange(queryClient, { type: "host.changed" });

/** Every host write: the lists, the event's guests and door are fetched again after it. */
function useHostWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => changed(queryClient) });
}

export const useSaveEvent = (id: string | null) =>
  useHostWrite((fields: HostEventFields) =>
    id
      ? api<HostEvent>(eventPath(id), { method: "PUT", body: fields })
      : api<HostEvent>("/api/host/events", { method: "POST", body: fields }),
  );

export const useUploadImage = () =>
  useHostWrite(({ id, file }: { id: string; file: File }) => {
    const body = new FormData();
    body.append("photo", file);
    return api<HostEvent>(eventPath(id, "/image"), { method: "POST", body });
  });

export const usePublish = (id: string) =>
  useHostWrite(() => api<HostEvent>(eventPath(id, "/publish"), { method: "POST" }));

export const useCancelEvent = (id: string) =>
  useHostWrite(() => api<CancelResult>(eventPath(id, "/cancel"), { method: "POST" }));

export const useMessageGuests = (id: string) =>
  useHostWrite((body: string) =>
    api<{ told: number }>(eventPath(id, "/message"), { method: "POST", body: { body } }),
  );

export const useRotateCode = (id: string) =>
  useHostWrite(() => api<Door>(eventPath(id, "/code"), { method: "POST" }));

export const useCheckInGuest = (id: string) =>
  useHostWrite((memberId: string) =>
    api<{ guests: Guest[] }>(eventPath(id, "/check-in"), { method: "POST", body: { memberId } }),
  );

export const useMarkNoShows = (id: string) =>
  useHostWrite((memberId?: string) =>
    api<{ guests: Guest[] }>(eventPath(id, "/no-shows"), {
      method: "POST",
      body: memberId ? { memberId } : {},
    }),
  );

export function useSeating(id: string) {
  return useQuery({
    queryKey: queryKeys.host.seating(id),
    queryFn: ({ signal }) => api<Seating>(eventPath(id, "/seating"), { signal }),
  });
}

export const useTableSize = (id: string) =>
  useHostWrite((tableSize: number | null) =>
    api<Seating>(eventPath(id, "/seating/size"), { method: "PUT", body: { tableSize } }),
  );

export const useProposeSeating = (id: string) =>
  useHostWrite(() => api<Seating>(eventPath(id, "/seating/propose"), { method: "POST" }));

export const useMoveGuest = (id: string) =>
  useHostWrite((move: { memberId: string; tableNumber: number }) =>
    api<Seating>(eventPath(id, "/seating/move"), { method: "POST", body: move }),
  );

export const usePublishSeating = (id: string) =>
  useHostWrite(() => api<Seating>(eventPath(id, "/seating/publish"), { method: "POST" }));
