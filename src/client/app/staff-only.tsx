import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { staffPageRole } from "@/shared/app-paths";
import { BusyScreen } from "@/client/components/busy-screen";
import { NotFoundPage } from "@/client/features/not-found";
import { useSessionState } from "@/client/lib/session";

/**
 * A staff screen exists only for its role: anyone else, signed in or not, gets the 404 page (and
 * the server's 404 status), never a sign-in that would tell the page is there.
 */
export function StaffOnly() {
  const { t } = useTranslation();
  const session = useSessionState();
  const role = staffPageRole(useLocation().pathname);
  if (session.isPending) return <BusyScreen label={t("Checking your session")} />;
  // A failed check goes on to RequireUser, which says so and offers to try again.
  if (session.isError || (role && session.data?.user?.roles.includes(role))) return <Outlet />;
  return <NotFoundPage />;
}
