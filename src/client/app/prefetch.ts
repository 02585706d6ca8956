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
 * Every signed-in screen's header reads /api/home: start it the moment the session is known,
 * while the layout's and the page's code still download, instead of after they have rendered.
 * A visitor without a session asks nothing more (and is sent to sign in by RequireUser).
 */
export function prefetchSignedInScreen(queryClient: QueryClient) {
  void queryClient
    .ensureQueryData(sessionQueryOptions)
    .then(async (user) => {
      if (!user) return;
      const { homeQueryOptions } = await import("@/client/features/home");
      await queryClient.prefetchQuery(homeQueryOptions);
    })
    .catch(() => {});
}
