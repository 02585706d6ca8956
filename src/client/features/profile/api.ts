import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { updateSessionUser } from "@/client/lib/session";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { OwnProfile, ProfileResponse, ProfileUpdate } from "@/shared/schemas/profile";

export type { OwnProfile };

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
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
      queryClient.setQueryData(queryKeys.profile, data);
      updateSessionUser(queryClient, (user) => ({
        ...user,
        username: profile.username,
        neighborhood: profile.neighborhood,
        wishToGive: profile.wish === null,
      }));
      // Settings and home show it too.
      void applyChange(queryClient, { type: "profile.changed" });
    },
  });
}
