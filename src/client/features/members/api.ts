import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { MemberProfileView } from "@/shared/schemas/profile";

/** Another member's profile view, read when it opens; a 404 when they may no longer be seen. */
export function memberProfileQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: queryKeys.members.profile(memberId),
    queryFn: ({ signal }) =>
      api<MemberProfileView>(`/api/members/${encodeURIComponent(memberId)}/profile`, { signal }),
  });
}

export function useMemberProfile(memberId: string) {
  return useQuery(memberProfileQueryOptions(memberId));
}
