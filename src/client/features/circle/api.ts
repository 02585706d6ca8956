import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import type {
  AcceptedInvite,
  CircleFriend,
  CircleResponse,
  CreateCircle,
  CreatedInviteLink,
  Friend,
  FriendDetails,
  InviteLinkPage,
  UpdateFriend,
} from "@/shared/schemas/circle";

export type {
  CircleFriend,
  CircleInvitation,
  FriendDetails,
  MatchHistoryItem,
} from "@/shared/schemas/circle";

/** The member's circle, in the spec's order. Other screens may use it to ask "has a circle?". */
export const circleQueryOptions = queryOptions({
  queryKey: queryKeys.circle.list,
  queryFn: ({ signal }) => api<CircleResponse>("/api/circle", { signal }),
});

export function useCircle() {
  return useQuery({ ...circleQueryOptions, select: (data) => data.friends });
}

/** Other members asking to link you in their circles: the same request as the circle. */
export function useCircleInvitations() {
  return useQuery({ ...circleQueryOptions, select: (data) => data.invitations });
}

/** Home and settings show the circle too: whatever changes it refreshes them. */
const refreshCircleViews = (queryClient: ReturnType<typeof useQueryClient>) =>
  applyChange(queryClient, { type: "circle.changed" });

export const friendDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.circle.friend(id),
    queryFn: ({ signal }) => api<FriendDetails>(`/api/circle/friends/${id}`, { signal }),
  });

export function useFriendDetails(id: string | undefined) {
  return useQuery({ ...friendDetailsQueryOptions(id ?? ""), enabled: Boolean(id) });
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
      await queryClient.cancelQueries({ queryKey: queryKeys.circle.list });
      const previous = queryClient.getQueryData<CircleData>(queryKeys.circle.list);
      if (previous) {
        // The link itself waits for the server's answer (an invitation, or unlinked).
        const { username: _username, ...shown } = patch;
        queryClient.setQueryData<CircleData>(queryKeys.circle.list, {
          ...previous,
          friends: previous.friends.map((f) => (f.id === id ? { ...f, ...shown } : f)),
        });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.circle.list, context.previous);
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        refresh(queryClient, queryKeys.circle.list),
        refresh(queryClient, queryKeys.circle.friend(id)),
      ]),
  });
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/circle/friends/${id}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<CircleData>(queryKeys.circle.list, (data) =>
        data ? { ...data, friends: data.friends.filter((f) => f.id !== id) } : data,
      );
      queryClient.removeQueries({ queryKey: queryKeys.circle.friend(id) });
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
      queryClient.setQueryData<CircleData>(queryKeys.circle.list, (data) =>
        data
          ? { ...data, invitations: data.invitations.filter((i) => i.friendId !== friendId) }
          : data,
      ),
    onSettled: () => refresh(queryClient, queryKeys.circle.list),
  });
}

/** An invite link's page: open to anyone holding the link, signed in or not. */
export const inviteLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.inviteLink(token),
    queryFn: ({ signal }) =>
      api<InviteLinkPage>(`/api/circle/invite-link?token=${encodeURIComponent(token)}`, { signal }),
    staleTime: Infinity,
  });

export function useInviteLinkPage(token: string) {
  return useQuery({ ...inviteLinkQueryOptions(token), enabled: Boolean(token) });
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) =>
      api<CreatedInviteLink>(`/api/circle/friends/${friendId}/invite-link`, { method: "POST" }),
    onSettled: () => refresh(queryClient, queryKeys.circle.list),
  });
}

export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) =>
      api<{ ok: true }>(`/api/circle/friends/${friendId}/invite-link`, { method: "DELETE" }),
    onSettled: () => refresh(queryClient, queryKeys.circle.list),
  });
}

export function useAcceptInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<AcceptedInvite>("/api/circle/invite-link/accept", { method: "POST", body: { token } }),
    onSettled: () => refreshCircleViews(queryClient),
  });
}
