import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import type { HomeData } from "@/server/features/home/service";

export type { HomeData };

export const homeQueryKey = ["home"] as const;

/** The whole home header and social queue, in one request. */
export const homeQueryOptions = queryOptions({
  queryKey: homeQueryKey,
  queryFn: ({ signal }) => api<HomeData>("/api/home", { signal }),
});

export function useHome() {
  return useQuery(homeQueryOptions);
}
