import { queryOptions, useQuery } from "@tanstack/react-query";
import { setHeartsBalance } from "@/client/features/hearts";
import { settingsQueryKey } from "@/client/features/profile";
import { api } from "@/client/lib/api";
import type { Settings } from "@/shared/schemas/profile";

export type { Settings };

export { settingsQueryKey };

/** The profile, the account summary and the blocked and muted lists, in one request. */
export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: async ({ signal, client }) => {
    const settings = await api<Settings>("/api/profile/settings", { signal });
    setHeartsBalance(client, settings.summary.heartsBalance);
    return settings;
  },
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
