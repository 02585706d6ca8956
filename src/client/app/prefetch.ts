import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { sessionQueryOptions } from "@/client/lib/session";
import { readScreen, type ScreenReads } from "@/client/lib/screen-reads";
import { homeQueryOptions } from "@/client/features/home/queries";

/**
 * Asks who is signed in as soon as the app's code runs, before the router has loaded any page:
 * /auth's redirect and the signed-in screens wait on it, and it no longer waits on them.
 */
export function prefetchSession(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQueryOptions);
}

/**
 * How a route's loader treats its screen's reads: the browser starts them and goes on (the
 * screen shows what has arrived); the server's drawing waits for them, so that it draws once.
 */
export interface ScreenData {
  queryClient: QueryClient;
  awaited: boolean;
}

/**
 * Every signed-in screen's frame reads /api/home (its header), the bell's count and the
 * member's warnings: /api/home starts as soon as the session is known, the others once their
 * small module has arrived, while the screen's own code is still on its way. A visitor without
 * a session asks nothing more (and is sent to sign in by RequireUser).
 */
export function prefetchSignedInScreen(data: ScreenData) {
  return prefetchForMember(data, async () => [
    homeQueryOptions,
    ...(await import("./frame-queries")).frameQueries,
  ]);
}

/**
 * A route's loader for a screen whose page declares what it reads (`screenQueries` beside the
 * page), brought without the screen's components.
 */
export function screenLoader(
  data: ScreenData,
  load: () => Promise<{ screenQueries: (url: URL) => ScreenReads }>,
) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetchForMember(data, async () => (await load()).screenQueries(new URL(request.url)));
}

/**
 * A screen's reads, started by its route's loader while the screen's code downloads, for a
 * member only (a visitor is sent to sign in, and a request would only be refused).
 */
function prefetchForMember({ queryClient, awaited }: ScreenData, load: () => Promise<ScreenReads>) {
  const read = Promise.all([queryClient.ensureQueryData(sessionQueryOptions), load()])
    .then(([session, reads]) => (session.user ? readScreen(queryClient, reads) : undefined))
    .catch(() => {})
    .then(() => null);
  return awaited ? read : null;
}
