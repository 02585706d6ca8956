import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { applyBalance } from "@/client/lib/session";
import type { HomeData } from "@/shared/schemas/home";

export type { HomeData };

/** The whole home header and social queue, in one request. */
export const homeQueryOptions = queryOptions({
  queryKey: queryKeys.home,
  queryFn: async ({ signal, client }) => {
    const home = await api<HomeData>("/api/home", { signal });
    applyBalance(client, home.member.heartsBalance);
    return home;
  },
});

export function useHome() {
  return useQuery(homeQueryOptions);
}
