import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey, type SessionUser } from "@/client/features/auth/api";
import { homeQueryKey } from "@/client/features/home/api";
import { settingsQueryKey } from "@/client/features/settings/api";
import { api } from "@/client/lib/api";
import type { ProfileUpdate } from "@/shared/schemas/profile";
import type { OwnProfile } from "@/server/features/profile/service";

export type { OwnProfile };
type ProfileResponse = { profile: OwnProfile };

export const profileQueryKey = ["profile"] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api<ProfileResponse>("/api/profile", { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      api<ProfileResponse>("/api/profile", { method: "PATCH", body: changes }),
    onSuccess: (data) => {
      const { profile } = data;
      queryClient.setQueryData(profileQueryKey, data);
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, username: profile.username, neighborhood: profile.neighborhood } : user,
      );
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
