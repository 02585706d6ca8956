import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryOptions } from "@/client/features/account";

/**
 * Asks who is signed in as soon as the app's code runs, before the router has loaded any page:
 * /auth's redirect and the signed-in screens wait on it, and it no longer waits on them.
 */
export function prefetchSession(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQueryOptions);
}

/**
 * Every signed-in screen's header reads /api/home: start it as soon as the session is known and
 * the home feature's code has arrived, instead of after RequireUser, the layout and the page have
 * rendered. (The home feature's public face brings its header components along, so this is about
 * when the page's own code arrives; a lighter module for the query would start it sooner.)
 * A visitor without a session asks nothing more (and is sent to sign in by RequireUser).
 */
export function prefetchSignedInScreen(queryClient: QueryClient) {
  void queryClient
    .ensureQueryData(sessionQueryOptions)
    .then(async (session) => {
      if (!session.user) return;
      const { homeQueryOptions } = await import("@/client/features/home");
      await queryClient.prefetchQuery(homeQueryOptions);
    })
    .catch(() => {});
}
