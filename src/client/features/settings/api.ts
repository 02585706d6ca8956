import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { applyBalance } from "@/client/lib/session";
import { applyChange } from "@/client/lib/changes";
import { switchLanguage } from "@/client/lib/language";
import type { LanguageChoice } from "@/shared/schemas/account";
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

/**
 * Chooses the language the member reads Vouch in: the app switches to it at once, the account
 * (and this device) keep it, and what the server says in words is fetched again in it. A
 * refusal switches back.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      language,
      before,
    }: LanguageChoice & { before: LanguageChoice["language"] }) => {
      await switchLanguage(language);
      try {
        return await api<LanguageChoice>("/api/account/language", {
          method: "PUT",
          body: { language },
        });
      } catch (error) {
        await switchLanguage(before);
        throw error;
      }
    },
    onSuccess: () => applyChange(queryClient, { type: "language.changed" }),
  });
}
