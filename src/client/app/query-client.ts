import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { forgetSession } from "@/client/lib/session";
import { ApiError } from "@/client/lib/api";

const MAX_QUERY_RETRIES = 2;

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // A 401 anywhere means the server no longer accepts the session: drop it so guards
    // send the member to sign in. Screens handle their own other errors.
    queryCache: new QueryCache({ onError: (error) => forgetRejectedSession(queryClient, error) }),
    mutationCache: new MutationCache({
      onError: (error) => forgetRejectedSession(queryClient, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

function forgetRejectedSession(queryClient: QueryClient, error: Error) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  forgetSession(queryClient);
}

/** A 4xx fails the same way again, and api() has already retried a lost connection. */
function isRetryable(error: Error) {
  return !(error instanceof ApiError) || error.status >= 500;
}
