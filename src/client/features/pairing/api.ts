import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { api, ApiError } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import { applyBalance, useHeartsBalance } from "@/client/lib/session";
import type {
  CreatePairing,
  CreatePairingResult,
  DecidePairingResult,
  DirectMatchInput,
  Explore,
  PairingLists,
  SelfSuggestInput,
  SpendResult,
  UnlockResult,
  UsernameLookup,
} from "@/shared/schemas/pairing";
import { isInsufficientHearts } from "./components/insufficient-hearts";

export type {
  Explore,
  ExploredMember,
  Pairing,
  PairingFriend,
  PairingLists,
  TheirFriend,
} from "@/shared/schemas/pairing";
export type { PairFit, ShownWish } from "@/shared/schemas/wish";

/**
 * Which member Explore shows: a given one, or a random one (avoiding `skip`; only verified
 * members with `verified`, the "Verified only" filter).
 */
export type ExploreTarget = { member?: string; skip?: string; verified?: boolean; draw: number };

function explorePath({ member, skip, verified }: ExploreTarget) {
  const query = new URLSearchParams();
  if (member) query.set("member", member);
  else if (skip) query.set("skip", skip);
  if (!member && verified) query.set("verified", "true");
  const search = query.toString();
  return `/api/pairing/explore${search ? `?${search}` : ""}`;
}

/** The draw Explore opens with: the member the address names (?member=…), or anyone. */
export const openingExploreTarget = (params: URLSearchParams): ExploreTarget => ({
  member: params.get("member") ?? undefined,
  draw: 0,
});

/**
 * One draw of Explore. Refetching it (after a reconnect, say) asks for the member already on
 * screen: a new random draw would swap the member under your fingers.
 */
export const exploreQueryOptions = (target: ExploreTarget) =>
  queryOptions({
    queryKey: queryKeys.pairing.exploreOf(target),
    queryFn: async ({ signal, queryKey, client }) => {
      const shown = client.getQueryData<Explore>(queryKey)?.member?.id;
      const explore = await api<Explore>(
        explorePath(shown ? { ...target, member: shown } : target),
        { signal },
      ).catch((error: unknown) => {
        // The member shown is out of sight now (a block, either way): show someone else.
        if (shown && error instanceof ApiError && error.status === 404)
          return api<Explore>(
            explorePath({ skip: shown, verified: target.verified, draw: target.draw }),
            { signal },
          );
        throw error;
      });
      applyBalance(client, explore.me.heartsBalance);
      return explore;
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * A draw is kept for good, so the balance it came with soon goes stale: the one shown is the
 * session's, which every spend, top-up and earned heart updates.
 */
export function useExplore(target: ExploreTarget) {
  const heartsBalance = useHeartsBalance();
  const withCurrentBalance = useCallback(
    (explore: Explore): Explore =>
      explore.me.heartsBalance === heartsBalance
        ? explore
        : { ...explore, me: { ...explore.me, heartsBalance } },
    [heartsBalance],
  );
  return useQuery({
    ...exploreQueryOptions(target),
    select: withCurrentBalance,
    placeholderData: keepPreviousData,
  });
}

export const pairingListsQueryOptions = queryOptions({
  queryKey: queryKeys.pairing.suggestions,
  queryFn: ({ signal }) => api<PairingLists>("/api/pairing/suggestions", { signal }),
});

export function usePairingLists() {
  return useQuery(pairingListsQueryOptions);
}

/** Changes every cached Explore draw in place, so a spend never re-draws the member on screen. */
function updateExplore(queryClient: QueryClient, change: (explore: Explore) => Explore) {
  queryClient.setQueriesData<Explore>({ queryKey: queryKeys.pairing.explore }, (explore) =>
    explore ? change(explore) : explore,
  );
}

function spent(queryClient: QueryClient, heartsBalance: number) {
  applyBalance(queryClient, heartsBalance);
  void applyChange(queryClient, { type: "hearts.changed" });
}

/**
 * The server refused for want of hearts: the balance on screen was stale, so fetch the real one
 * (and a refused pairing means today's free ones are used), and the screen says so before the
 * next try.
 */
function refused(queryClient: QueryClient, error: unknown, { freeUsed = false } = {}) {
  if (!isInsufficientHearts(error)) return;
  if (freeUsed) updateExplore(queryClient, (e) => ({ ...e, me: { ...e.me, freePairingsLeft: 0 } }));
  void refresh(queryClient, queryKeys.session);
}

export function useUnlockProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api<UnlockResult>("/api/pairing/unlocks", { method: "POST", body: { memberId } }),
    onSuccess: ({ details, heartsBalance, mainPhoto }, memberId) => {
      updateExplore(queryClient, (e) =>
        e.member?.id === memberId ? { ...e, member: { ...e.member, details } } : e,
      );
      void applyChange(queryClient, { type: "profile.unlocked", data: { memberId, mainPhoto } });
      spent(queryClient, heartsBalance);
    },
  });
}

export function useSuggestPairing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePairing) =>
      api<CreatePairingResult>("/api/pairing/suggestions", { method: "POST", body }),
    onSuccess: ({ heartsBalance, freePairingsLeft }) => {
      updateExplore(queryClient, (e) => ({ ...e, me: { ...e.me, freePairingsLeft } }));
      spent(queryClient, heartsBalance);
    },
    onError: (error) => refused(queryClient, error, { freeUsed: true }),
    onSettled: () => refresh(queryClient, queryKeys.pairing.suggestions),
  });
}

export function useDecidePairing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "decline" }) =>
      api<DecidePairingResult>(`/api/pairing/suggestions/${id}/${decision}`, { method: "POST" }),
    onSettled: () => refresh(queryClient, queryKeys.pairing.suggestions),
  });
}

export function useDirectMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectMatchInput) =>
      api<SpendResult>("/api/pairing/direct-matches", { method: "POST", body }),
    onSuccess: ({ heartsBalance }, { memberId, friendId }) => {
      // Sent once per friend and member: that friend is no longer offered for them.
      updateExplore(queryClient, (e) =>
        e.member?.id === memberId
          ? {
              ...e,
              member: {
                ...e.member,
                directMatchFriendIds: e.member.directMatchFriendIds.filter((id) => id !== friendId),
              },
            }
          : e,
      );
      spent(queryClient, heartsBalance);
    },
    onError: (error) => refused(queryClient, error),
  });
}

export function useSelfSuggest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfSuggestInput) =>
      api<SpendResult>("/api/pairing/self-suggestions", { method: "POST", body }),
    onSuccess: ({ heartsBalance }) => spent(queryClient, heartsBalance),
    onError: (error) => refused(queryClient, error),
  });
}

/** The member a shared username names, when Explore would show them (else a 404, one answer). */
export function useLookUpUsername() {
  return useMutation({
    mutationFn: (username: string) =>
      api<UsernameLookup>(`/api/pairing/explore/by-username/${encodeURIComponent(username)}`),
  });
}
