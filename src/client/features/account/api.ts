import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { toast } from "@/client/components/ui/toast";
import { api } from "@/client/lib/api";
import { paths } from "@/client/lib/paths";
import type {
  CompleteProfile,
  DeleteAccountInput,
  GoogleRedirect,
  GoogleStart,
  PasswordChange,
  passwordChangedSchema,
  PasswordReset,
  PasswordResetRequest,
  ResetLinkState,
  SignInOptions,
  SignUp,
  UserResponse,
} from "@/shared/schemas/account";
import type { DataExport } from "@/shared/schemas/data-export";
import type { Ok } from "@/shared/schemas/common";
import { mutationKeys, queryKeys } from "@/client/lib/query-keys";
import { endSession, leaveVouch, signedIn, startSession } from "@/client/lib/session";
type PasswordChanged = z.infer<typeof passwordChangedSchema>;

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUp) =>
      api<UserResponse>("/api/account/sign-up", { method: "POST", body }),
    onSuccess: ({ user }) => startSession(queryClient, signedIn(user)),
  });
}

/** Fetches "Download my data" and hands it to the browser as vouch-data-<date>.json. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api<DataExport>("/api/account/data");
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `vouch-data-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next turn: the click has handed the file to the browser by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

/**
 * Deletes the account, then lands on the landing page signed out. Done here rather than by the
 * dialog: the live stream may announce the deletion first and sign the screen out, unmounting it.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: mutationKeys.deleteAccount,
    mutationFn: (body: DeleteAccountInput) =>
      api<{ ok: true }>("/api/account/delete", { method: "POST", body }),
    onSuccess: async () => {
      // The guards of the screen still showing send it to the landing page too.
      leaveVouch(queryClient);
      await navigate(paths.landing, { replace: true });
      toast.success("Your account is deleted", "Thank you for trying Vouch. Take care.");
    },
  });
}

/** "Forgot password?": the answer is the same whether or not an account uses the email. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      api<Ok>("/api/account/password-reset/request", { method: "POST", body }),
  });
}

/** Whether a mailed reset link can still be used, asked once when its screen opens. */
export const resetLinkStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetLink(token),
    queryFn: ({ signal }) =>
      api<ResetLinkState>(`/api/account/password-reset?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    staleTime: Infinity,
  });

export function useResetLinkState(token: string) {
  return useQuery({ ...resetLinkStateQueryOptions(token), enabled: token.length > 0 });
}

/** Whether this server offers Google sign-in; it doesn't change while the page is open. */
export const signInOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.signInOptions,
  queryFn: ({ signal }) => api<SignInOptions>("/api/account/sign-in-options", { signal }),
  staleTime: Infinity,
});

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions);
}

/** Sets a new password with the mailed link; every session ends, this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordReset) =>
      api<Ok>("/api/account/password-reset", { method: "POST", body }),
    onSuccess: () => endSession(queryClient),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      api<PasswordChanged>("/api/account/password", { method: "POST", body }),
  });
}

/** Asks the server where to send the browser to sign in with Google (`link` once signed in). */
/**
 * Asks for Google's address; the caller goes there. Its buttons stay busy until the page is
 * left, so a page the browser restores on Back (its back/forward cache) is made ready again.
 */
export function useStartGoogle(intent: "sign-in" | "link") {
  const start = useMutation({
    mutationFn: (body: GoogleStart) =>
      api<GoogleRedirect>(`/api/account/google/${intent}`, { method: "POST", body }),
  });
  const { reset } = start;
  useEffect(() => {
    const onRestored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onRestored);
    return () => window.removeEventListener("pageshow", onRestored);
  }, [reset]);
  return start;
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteProfile) =>
      api<UserResponse>("/api/account/complete-profile", { method: "POST", body }),
    onSuccess: ({ user }) => startSession(queryClient, signedIn(user)),
  });
}
