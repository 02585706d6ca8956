import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/client/lib/api";
import type {
  CompleteProfile,
  GoogleRedirect,
  GoogleStart,
  SessionResponse,
  SessionUser,
  SignInOptions,
  SignUp,
  signInSchema,
  UserResponse,
} from "@/shared/schemas/account";

export type { SessionResponse, SessionUser };
type SignInBody = z.input<typeof signInSchema>;

export const sessionQueryKey = ["session"] as const;

const signedOut: SessionResponse = { user: null, profileToComplete: null };

/**
 * Who is signed in: `user`, or `profileToComplete` for a Google member without a profile yet, or
 * neither for a visitor.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api<SessionResponse>("/api/session", { signal }),
  staleTime: 60_000,
  // api() already retries a lost connection; anything else will not improve by asking again.
  retry: false,
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
  if (!data) throw new Error("useUser() needs a signed-in member: render it under <RequireUser>.");
  return data;
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

/** Forgets the session (not the cached data): guards then send the member to sign in. */
export function forgetSession(queryClient: QueryClient) {
  const session = queryClient.getQueryData<SessionResponse>(sessionQueryKey);
  if (session?.user || session?.profileToComplete) {
    queryClient.setQueryData(sessionQueryKey, signedOut);
  }
}

/** Forgets the session and everything cached for it, so nobody sees the last member's data. */
export function endSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, signedOut);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

function startSession(queryClient: QueryClient, user: SessionUser) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user, profileToComplete: null });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      api<UserResponse>("/api/account/sign-in", { method: "POST", body }),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUp) =>
      api<UserResponse>("/api/account/sign-up", { method: "POST", body }),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>("/api/account/sign-out", { method: "POST" }),
    onSuccess: () => endSession(queryClient),
  });
}

/** Whether this server offers Google sign-in; it doesn't change while the page is open. */
export function useSignInOptions() {
  return useQuery({
    queryKey: ["sign-in-options"],
    queryFn: ({ signal }) => api<SignInOptions>("/api/account/sign-in-options", { signal }),
    staleTime: Infinity,
  });
}

/** Asks the server where to send the browser to sign in with Google (`link` once signed in). */
export function useStartGoogle(intent: "sign-in" | "link") {
  return useMutation({
    mutationFn: (body: GoogleStart) =>
      api<GoogleRedirect>(`/api/account/google/${intent}`, { method: "POST", body }),
  });
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteProfile) =>
      api<UserResponse>("/api/account/complete-profile", { method: "POST", body }),
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
