import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { updateSessionUser } from "@/client/features/account/queries";
import { api } from "@/client/lib/api";
import { homeQueryKey } from "@/client/lib/query-keys";
import type { HomeData } from "@/shared/schemas/home";
import type { OwnProfile, ProfileResponse, ProfileUpdate } from "@/shared/schemas/profile";

export type { OwnProfile };

export const profileQueryKey = ["profile"] as const;

/** The settings screen's request; it is the profile's too, so a saved profile patches it here. */
export const settingsQueryKey = ["settings"] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api<ProfileResponse>("/api/profile", { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Sends only the fields given; the saved profile then replaces every cached copy of it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      api<ProfileResponse>("/api/profile", { method: "PATCH", body: changes }),
    onSuccess: (data) => {
      const { profile } = data;
      queryClient.setQueryData(profileQueryKey, data);
      queryClient.setQueryData<{ profile: OwnProfile }>(settingsQueryKey, (settings) =>
        settings ? { ...settings, profile } : settings,
      );
      queryClient.setQueryData<HomeData>(homeQueryKey, (home) =>
        home ? { ...home, member: { ...home.member, neighborhood: profile.neighborhood } } : home,
      );
      updateSessionUser(queryClient, (user) => ({
        ...user,
        username: profile.username,
        neighborhood: profile.neighborhood,
      }));
    },
  });
}
