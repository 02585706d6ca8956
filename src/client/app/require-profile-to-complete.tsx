import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Navigate, Outlet } from "react-router";
import { BusyScreen } from "@/client/components/busy-screen";
import { hasLeftVouch, useSessionState } from "@/client/lib/session";
import { paths } from "@/client/lib/paths";

/**
 * The completion screen is only for a member who signed in with Google and has no profile yet.
 * Once they complete it they go on to onboarding; a member who already had one goes home, and a
 * visitor to sign in.
 */
export function RequireProfileToComplete() {
  const { t } = useTranslation();
  const session = useSessionState();
  const [wasCompleting, setWasCompleting] = useState(false);
  const completing = Boolean(session.data?.profileToComplete);
  if (completing && !wasCompleting) setWasCompleting(true);

  if (completing) return <Outlet />;
  if (session.isPending) return <BusyScreen label={t("Checking your session")} />;
  if (session.data?.user) {
    return <Navigate to={wasCompleting ? paths.onboarding : paths.home} replace />;
  }
  return <Navigate to={hasLeftVouch(session.data) ? paths.landing : paths.auth} replace />;
}
