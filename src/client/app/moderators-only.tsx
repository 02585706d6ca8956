import { Outlet } from "react-router";
import { BusyScreen } from "@/client/components/busy-screen";
import { NotFoundPage } from "@/client/features/not-found";
import { useSessionState } from "@/client/lib/session";

/**
 * /moderation exists only for moderators: anyone else, signed in or not, gets the 404 page (and
 * the server's 404 status), never a sign-in that would tell the page is there.
 */
export function ModeratorsOnly() {
  const session = useSessionState();
  if (session.isPending) return <BusyScreen label="Checking your session" />;
  // A failed check goes on to RequireUser, which says so and offers to try again.
  if (session.isError || session.data?.user?.moderator) return <Outlet />;
  return <NotFoundPage />;
}
