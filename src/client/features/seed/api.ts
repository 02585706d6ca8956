import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { SeedResult, SeedStatus } from "@/shared/schemas/seed";

export const seedStatusQueryOptions = queryOptions({
  queryKey: queryKeys.seedStatus,
  queryFn: ({ signal }) => api<SeedStatus>("/api/seed", { signal }),
});

export function useSeedStatus() {
  return useQuery(seedStatusQueryOptions);
}

export function useSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    // Seeding is idempotent on the server, so a retry after a lost connection is safe.
    mutationFn: () =>
      api<SeedResult>("/api/seed", { method: "POST", body: {}, retryOnNetworkError: true }),
    onSuccess: () =>
      queryClient.setQueryData<SeedStatus>(seedStatusQueryOptions.queryKey, {
        demoMode: true,
        seeded: true,
      }),
  });
}
