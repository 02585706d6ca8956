import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { applyBalance } from "@/client/lib/session";
import type { Settings } from "@/shared/schemas/profile";

export type { Settings };

/** The profile, the account summary and the blocked and muted lists, in one request. */
export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: async ({ signal, client }) => {
    const settings = await api<Settings>("/api/profile/settings", { signal });
    applyBalance(client, settings.summary.heartsBalance);
    return settings;
  },
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
