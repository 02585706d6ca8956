import { queryOptions, useQuery } from "@tanstack/react-query";
import { setHeartsBalance } from "@/client/features/hearts/queries";
import { api } from "@/client/lib/api";
import { homeQueryKey } from "@/client/lib/query-keys";
import type { HomeData } from "@/shared/schemas/home";

export type { HomeData };

/** The whole home header and social queue, in one request. */
export const homeQueryOptions = queryOptions({
  queryKey: homeQueryKey,
  queryFn: async ({ signal, client }) => {
    const home = await api<HomeData>("/api/home", { signal });
    setHeartsBalance(client, home.member.heartsBalance);
    return home;
  },
});

export function useHome() {
  return useQuery(homeQueryOptions);
}
