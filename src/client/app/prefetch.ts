import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryOptions } from "@/client/lib/session";
import { homeQueryOptions } from "@/client/features/home/queries";

/**
 * Asks who is signed in as soon as the app's code runs, before the router has loaded any page:
 * /auth's redirect and the signed-in screens wait on it, and it no longer waits on them.
 */
export function prefetchSession(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQueryOptions);
}

/**
 * Every signed-in screen's header reads /api/home: it starts as soon as the session is known,
 * while the screen's own code is still on its way, instead of after RequireUser, the layout and
 * the page have arrived and rendered. A visitor without a session asks nothing more (and is sent
 * to sign in by RequireUser).
 */
export function prefetchSignedInScreen(queryClient: QueryClient) {
  return prefetchForMember(
    queryClient,
    async () => (client) => client.prefetchQuery(homeQueryOptions),
  );
}

/**
 * A screen's own requests, started by its route's loader while the screen's code downloads, for
 * a member only (a visitor is sent to sign in, and a request would only be refused).
 * `load` brings the screen's queries (not its components) and returns what asks for them.
 */
export function prefetchForMember(
  queryClient: QueryClient,
  load: () => Promise<(queryClient: QueryClient) => Promise<unknown>>,
) {
  void Promise.all([queryClient.ensureQueryData(sessionQueryOptions), load()])
    .then(([session, prefetch]) => (session.user ? prefetch(queryClient) : undefined))
    .catch(() => {});
  return null;
}
