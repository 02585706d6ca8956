import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "react-router";
import { sessionQueryOptions } from "@/client/lib/session";
import { nextPathFrom } from "@/client/lib/next-path";
import { paths } from "@/client/lib/paths";

/**
 * Route loader for /auth: a signed-in member goes straight home (or to the page asked for), and
 * one who signed in with Google but has no profile yet to complete it. It runs once per visit,
 * not on every session change, so a fresh sign-up can still land on /onboarding.
 */
export function requireAnonymous(queryClient: QueryClient) {
  return async ({ request }: { request: Request }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
    if (session?.user) {
      throw redirect(nextPathFrom(new URL(request.url).searchParams) ?? paths.home);
    }
    if (session?.profileToComplete) throw redirect(paths.completeProfile);
    return null;
  };
}
