import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "react-router";
import { sessionQueryOptions } from "@/client/features/auth/api";
import { paths } from "./paths";

/**
 * Route loader for /auth: a signed-in member goes straight home. It runs once per visit,
 * not on every session change, so a fresh sign-up can still land on /onboarding.
 */
export function requireAnonymous(queryClient: QueryClient) {
  return async () => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
    if (user) throw redirect(paths.home);
    return null;
  };
}
