import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { BusyScreen } from "@/client/components/busy-screen";
import { Button } from "@/client/components/ui/button";
import { GoogleLinkNotice } from "./google-link-notice";
import { hasLeftVouch, useSessionState } from "@/client/lib/session";
import { LiveUpdates } from "./live-updates";
import { Announcer } from "./announcer";
import { signInPathFor, wishPathFor } from "@/client/lib/next-path";
import { paths } from "@/client/lib/paths";

/**
 * Renders its child routes for a signed-in member; anyone else is sent to sign in, and back
 * here afterwards. A member who signed in with Google but has no profile yet completes it first;
 * one who hasn't said who they want to meet says it first.
 */
export function RequireUser() {
  const { t } = useTranslation();
  const session = useSessionState();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  const user = session.data?.user;
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (user) {
    // A member who hasn't said who they want to meet is asked once, before anything else.
    if (user.wishToGive && location.pathname !== paths.wish) {
      const asked = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate to={wishPathFor(asked)} replace />;
    }
    return (
      <>
        <LiveUpdates />
        <Announcer />
        <GoogleLinkNotice />
        <Outlet />
      </>
    );
  }
  if (session.data?.profileToComplete) return <Navigate to={paths.completeProfile} replace />;
  if (session.isPending) return <BusyScreen label={t("Checking your session")} />;
  if (session.isError) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-3xl font-semibold">{t("We couldn't reach Vouch")}</h1>
        <p role="alert" className="max-w-sm text-muted-foreground">
          {session.error.message}
        </p>
        <Button onClick={() => session.refetch()} loading={session.isFetching}>
          {t("Try again")}
        </Button>
      </div>
    );
  }
  if (hasLeftVouch(session.data)) return <Navigate to={paths.landing} replace />;
  // Someone who just signed out here starts afresh; only an arrival without a session comes back.
  const asked = `${location.pathname}${location.search}${location.hash}`;
  const back = !wasSignedIn && asked !== paths.home;
  return <Navigate to={back ? signInPathFor(asked) : paths.auth} replace />;
}
