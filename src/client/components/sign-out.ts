import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "@/client/components/ui/toast";
import { paths } from "@/client/lib/paths";
import { useSignOut } from "@/client/lib/session";

/** Signing out from a button: on to sign-in once the session has ended, or the reason it hasn't. */
export function useSignOutAndLeave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onSuccess: () => navigate(paths.auth, { replace: true }),
        onError: (error) => toast.error(t("Error"), error.message),
      }),
  };
}
