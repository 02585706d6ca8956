import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useState } from "react";
import { stopPushHere } from "@/client/lib/push-device";
import { api, ApiError } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { z } from "zod";
import type {
  SessionResponse,
  SessionUser,
  signInSchema,
  UserResponse,
} from "@/shared/schemas/account";
import { SESSION_RETRY_BASE_MS } from "@/shared/constants";

export type { SessionResponse, SessionUser };

const SESSION_RETRIES = 3;

const sessionQueryKey = queryKeys.session;

const signedOut: SessionResponse = { user: null, profileToComplete: null };

/**
 * Who is signed in: `user`, or `profileToComplete` for a Google member without a profile yet, or
 * neither for a visitor.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api<SessionResponse>("/api/session", { signal }),
  staleTime: 60_000,
  // A server error may pass: ask again, waiting 200 ms, then twice as long each time (api()
  // already does the same for a lost connection). An answer the server means (401) is final.
  retry: (failures, error) =>
    failures < SESSION_RETRIES && !(error instanceof ApiError && error.status < 500),
  retryDelay: (attempt) => SESSION_RETRY_BASE_MS * 2 ** attempt,
});

/** The session probe as a query: its data says who is signed in and whether they have a profile. */
export function useSessionState() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in member with a profile, or null. */
export function useSession() {
  return useQuery({ ...sessionQueryOptions, select: (session) => session.user });
}

/** The signed-in member, for screens under <RequireUser>, which never render without one. */
export function useUser(): SessionUser {
  const { data } = useSession();
  // When the session ends (signed out elsewhere), a screen may render once more before its guard
  // takes it away: it keeps the member it had for that last render.
  const [last, setLast] = useState(data);
  if (data && data !== last) setLast(data);
  const user = data ?? last;
  if (!user) throw new Error("useUser() needs a signed-in member: render it under <RequireUser>.");
  return user;
}

/** Changes the signed-in member as every screen shows them (a new balance, a new username). */
export function updateSessionUser(
  queryClient: QueryClient,
  update: (user: SessionUser) => SessionUser,
) {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, (session) =>
    session?.user ? { ...session, user: update(session.user) } : session,
  );
}

/**
 * The balance every screen shows (headers, home, wallet, settings, Make a Match): the session's.
 * A write that changes it answers with the new one, and hands it over here.
 */
export function useHeartsBalance(): number {
  return useUser().heartsBalance;
}

/** Call with a balance fresh from the server (a spend, an earning, a top-up): every screen shows it. */
export function applyBalance(queryClient: QueryClient, balance: number) {
  updateSessionUser(queryClient, (user) =>
    user.heartsBalance !== balance ? { ...user, heartsBalance: balance } : user,
  );
}

/** Forgets the session (not the cached data): guards then send the member to sign in. */
export function forgetSession(queryClient: QueryClient) {
  const session = queryClient.getQueryData<SessionResponse>(sessionQueryKey);
  if (session?.user || session?.profileToComplete) {
    queryClient.setQueryData(sessionQueryKey, signedOut);
  }
}

/**
 * The account was deleted in this tab: signed out, and the screens still showing (the landing
 * page's code may be on its way) go to the landing page, not to sign in.
 */
export function leaveVouch(queryClient: QueryClient) {
  endSession(queryClient);
  const left: SessionResponse & { leftVouch: true } = { ...signedOut, leftVouch: true };
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, left);
}

/** Whether this tab's member has just deleted their account (leaveVouch). */
export const hasLeftVouch = (session: SessionResponse | undefined) =>
  Boolean((session as { leftVouch?: true } | undefined)?.leftVouch);

/** Forgets the session and everything cached for it, so nobody sees the last member's data. */
export function endSession(queryClient: QueryClient) {
  // Signed out first: a screen still showing (its successor's code on its way) then asks for
  // nothing more as what it showed is dropped.
  queryClient.setQueryData(sessionQueryKey, signedOut);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** A new session (signed in, or out): nothing cached for the one before it stays. */
export function startSession(queryClient: QueryClient, session: SessionResponse) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, session);
}

/** The session of a member who has just signed in or up. */
export const signedIn = (user: SessionUser): SessionResponse => ({ user, profileToComplete: null });

/** Signs in with email and password (the sign-in form, the demo's "Sign in as"). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof signInSchema>) =>
      api<UserResponse>("/api/account/sign-in", { method: "POST", body }),
    onSuccess: ({ user }) => startSession(queryClient, signedIn(user)),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // While still signed in: the server may forget this browser's push device only for its member.
      await stopPushHere().catch(() => {});
      return api<{ ok: true }>("/api/account/sign-out", { method: "POST" });
    },
    onSuccess: () => endSession(queryClient),
  });
}
