import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { CaseDetail, Queue } from "@/shared/schemas/moderation";

/** A 404 here means "not a moderator": no retry, the page shows the 404 page. */
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

export const queueQueryOptions = queryOptions({
  queryKey: queryKeys.moderation.queue,
  queryFn: ({ signal }) => api<Queue>("/api/moderation/cases", { signal }),
  retry,
});

export function useQueue() {
  return useQuery(queueQueryOptions);
}

export function useCase(caseId: string) {
  return useQuery({
    queryKey: queryKeys.moderation.case(caseId),
    queryFn: ({ signal }) =>
      api<CaseDetail>(`/api/moderation/cases/${encodeURIComponent(caseId)}`, { signal }),
    retry,
  });
}

export const isNotFound = (error: Error | null) =>
  error instanceof ApiError && error.status === 404;
