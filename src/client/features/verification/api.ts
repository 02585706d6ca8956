import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { SelfieChallenge, SelfieResult, SelfieStatus } from "@/shared/schemas/selfie";

export const selfieStatusQueryOptions = queryOptions({
  queryKey: queryKeys.photos.verification,
  queryFn: ({ signal }) => api<SelfieStatus>("/api/profile/verification", { signal }),
});

export function useSelfieStatus() {
  return useQuery(selfieStatusQueryOptions);
}

export const drawChallenge = () =>
  api<SelfieChallenge>("/api/profile/verification/challenge", { method: "POST" });

/** Sends the captured frames; the marks it set refresh every screen showing the member's photos. */
export async function sendSelfie(
  queryClient: QueryClient,
  challengeId: string,
  frames: Blob[],
): Promise<SelfieResult> {
  const form = new FormData();
  form.append("challenge", challengeId);
  for (const [i, frame] of frames.entries()) form.append("frame", frame, `pose-${i + 1}.jpg`);
  const result = await api<SelfieResult>("/api/profile/verification/check", {
    method: "POST",
    body: form,
  });
  queryClient.setQueryData(queryKeys.photos.verification, result.status);
  await applyChange(queryClient, { type: "photos.changed" });
  return result;
}
