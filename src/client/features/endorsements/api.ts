import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { AboutMe, ByMe, EndorsementStatus } from "@/shared/schemas/endorsements";
import type { FriendPromptId } from "@/shared/options";

export type { AboutMeItem, VouchableMember } from "@/shared/schemas/endorsements";

type Changed = { id: string; status: EndorsementStatus };

/** What friends wrote about the member, and the linked friends to ask for a prompt. */
export const aboutMeQueryOptions = queryOptions({
  queryKey: queryKeys.endorsements.aboutMe,
  queryFn: ({ signal }) => api<AboutMe>("/api/endorsements/about-me", { signal }),
});

export function useAboutMe() {
  return useQuery(aboutMeQueryOptions);
}

/** Members whose circles list the member as a linked friend, with the member's words for each. */
export const byMeQueryOptions = queryOptions({
  queryKey: queryKeys.endorsements.byMe,
  queryFn: ({ signal }) => api<ByMe>("/api/endorsements/by-me", { signal }),
});

export function useByMe() {
  return useQuery(byMeQueryOptions);
}

/** Every write refreshes what the live stream would: both sides' lists and the profile views. */
function useWordsMutation<V>(mutationFn: (vars: V) => Promise<Changed | { ok: true }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => applyChange(queryClient, { type: "endorsements.changed" }),
  });
}

export const useWriteEndorsement = () =>
  useWordsMutation(({ memberId, text }: { memberId: string; text: string }) =>
    api<Changed>("/api/endorsements", { method: "POST", body: { memberId, text } }),
  );

/** The author edits their endorsement, or answers the prompt asked of them. */
export const useEditWords = () =>
  useWordsMutation(({ id, text }: { id: string; text: string }) =>
    api<Changed>(`/api/endorsements/${id}`, { method: "PATCH", body: { text } }),
  );

/** The author withdraws their words, or the member takes back an unanswered prompt. */
export const useWithdrawWords = () =>
  useWordsMutation((id: string) =>
    api<{ ok: true }>(`/api/endorsements/${id}`, { method: "DELETE" }),
  );

export const useDecideWords = () =>
  useWordsMutation(({ id, decision }: { id: string; decision: "approve" | "hide" }) =>
    api<Changed>(`/api/endorsements/${id}/${decision}`, { method: "POST" }),
  );

export const useAskFriendPrompt = () =>
  useWordsMutation(({ friendId, prompt }: { friendId: string; prompt: FriendPromptId }) =>
    api<Changed>(`/api/endorsements/friends/${friendId}/prompt`, {
      method: "POST",
      body: { prompt },
    }),
  );
