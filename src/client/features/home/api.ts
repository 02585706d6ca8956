import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQueryKey, type SessionUser } from "@/client/features/auth/api";
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
  const query = useQuery(homeQueryOptions);
  useSessionBalance(query.data?.member.heartsBalance);
  return query;
}

/** A fresher balance read by a screen also goes to the session, which the other headers show. */
export function useSessionBalance(balance: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (balance !== undefined) setSessionBalance(queryClient, balance);
  }, [balance, queryClient]);
}

export function setSessionBalance(queryClient: QueryClient, balance: number) {
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
    user && user.heartsBalance !== balance ? { ...user, heartsBalance: balance } : user,
  );
}
