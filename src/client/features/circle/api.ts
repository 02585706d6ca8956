import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { paths } from "@/client/lib/paths";
import { api } from "@/client/lib/api";
import { homeQueryKey } from "@/client/lib/query-keys";
import { settingsQueryKey } from "@/client/features/settings";
import type {
  CircleFriend,
  CircleResponse,
  CreateCircle,
  Friend,
  FriendDetails,
  UpdateFriend,
} from "@/shared/schemas/circle";

export type {
  CircleFriend,
  CircleInvitation,
  FriendDetails,
  MatchHistoryItem,
} from "@/shared/schemas/circle";

/** /circle with the add-friend dialog open: where a member invites a friend who is on Vouch. */
export const addFriendHref = `${paths.circle}?add=friend`;

export const circleKeys = {
  all: ["circle"] as const,
  list: () => [...circleKeys.all, "list"] as const,
  friend: (id: string) => [...circleKeys.all, "friend", id] as const,
};

/** The member's circle, in the spec's order. Other screens may use it to ask "has a circle?". */
export const circleQueryOptions = queryOptions({
  queryKey: circleKeys.list(),
  queryFn: ({ signal }) => api<CircleResponse>("/api/circle", { signal }),
  select: (data) => data.friends,
});

export function useCircle() {
  return useQuery(circleQueryOptions);
}

/** Other members asking to link you in their circles: the same request as the circle. */
export function useCircleInvitations() {
  return useQuery({ ...circleQueryOptions, select: (data) => data.invitations });
}

/** Home and settings show the circle's size: refresh them whenever it changes. */
function refreshCircleViews(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: circleKeys.list() }),
    queryClient.invalidateQueries({ queryKey: homeQueryKey }),
    queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  ]);
}

export function useFriendDetails(id: string | undefined) {
  return useQuery({
    queryKey: circleKeys.friend(id ?? ""),
    queryFn: ({ signal }) => api<FriendDetails>(`/api/circle/friends/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useCreateCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCircle) =>
      api<{ friends: CircleFriend[] }>("/api/circle", { method: "POST", body }),
    onSuccess: () => refreshCircleViews(queryClient),
  });
}

export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Friend) =>
      api<{ friend: CircleFriend }>("/api/circle/friends", { method: "POST", body }),
    onSettled: () => refreshCircleViews(queryClient),
  });
}

type CircleData = CircleResponse;

/** Saves at once and shows the change at once; puts it back if the server refuses. */
export function useUpdateFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateFriend }) =>
      api<{ friend: CircleFriend }>(`/api/circle/friends/${id}`, { method: "PATCH", body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: circleKeys.list() });
      const previous = queryClient.getQueryData<CircleData>(circleKeys.list());
      if (previous) {
        // The link itself waits for the server's answer (an invitation, or unlinked).
        const { username: _username, ...shown } = patch;
        queryClient.setQueryData<CircleData>(circleKeys.list(), {
          ...previous,
          friends: previous.friends.map((f) => (f.id === id ? { ...f, ...shown } : f)),
        });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(circleKeys.list(), context.previous);
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: circleKeys.list() }),
        queryClient.invalidateQueries({ queryKey: circleKeys.friend(id) }),
      ]),
  });
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/circle/friends/${id}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<CircleData>(circleKeys.list(), (data) =>
        data ? { ...data, friends: data.friends.filter((f) => f.id !== id) } : data,
      );
      queryClient.removeQueries({ queryKey: circleKeys.friend(id) });
    },
    onSettled: () => refreshCircleViews(queryClient),
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ friendId, answer }: { friendId: string; answer: "confirm" | "decline" }) =>
      api<{ ok: true }>(`/api/circle/invitations/${friendId}/${answer}`, { method: "POST" }),
    onSuccess: (_data, { friendId }) =>
      queryClient.setQueryData<CircleData>(circleKeys.list(), (data) =>
        data
          ? { ...data, invitations: data.invitations.filter((i) => i.friendId !== friendId) }
          : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: circleKeys.list() }),
  });
}
