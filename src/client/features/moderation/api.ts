import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import type { Ok } from "@/shared/schemas/common";
import type {
  AppealDecision,
  CaseAction,
  CaseDetail,
  Decision,
  Decisions,
  MyReports,
  Queue,
  SanctionedDecision,
  Warnings,
} from "@/shared/schemas/moderation";

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

/** A moderator's action on a case: the case comes back as it now is; the queue is fetched. */
export function useActOnCase(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseAction) =>
      api<CaseDetail>(`/api/moderation/cases/${encodeURIComponent(caseId)}/actions`, {
        method: "POST",
        body,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.moderation.case(caseId), detail);
      void refresh(queryClient, queryKeys.moderation.queue);
    },
  });
}

export const warningsQueryOptions = queryOptions({
  queryKey: queryKeys.notices.warnings,
  queryFn: ({ signal }) => api<Warnings>("/api/account/warnings", { signal }),
});

export function useWarnings() {
  return useQuery(warningsQueryOptions);
}

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningId: string) =>
      api<Ok>(`/api/account/warnings/${encodeURIComponent(warningId)}/acknowledgement`, {
        method: "POST",
        body: {},
      }),
    onSettled: () => refresh(queryClient, queryKeys.notices.warnings),
  });
}

export const myReportsQueryOptions = queryOptions({
  queryKey: queryKeys.notices.myReports,
  queryFn: ({ signal }) => api<MyReports>("/api/account/reports", { signal }),
});

export function useMyReports() {
  return useQuery(myReportsQueryOptions);
}

export const decisionsQueryOptions = queryOptions({
  queryKey: queryKeys.notices.decisions,
  queryFn: ({ signal }) => api<Decisions>("/api/account/decisions", { signal }),
});

export function useDecisions() {
  return useQuery(decisionsQueryOptions);
}

/** The member appeals a decision about them: the decision comes back with its appeal. */
export function useAppeal(decisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<Decision>(`/api/account/decisions/${encodeURIComponent(decisionId)}/appeal`, {
        method: "POST",
        body: { text },
      }),
    onSettled: () => refresh(queryClient, queryKeys.notices.decisions),
  });
}

/** Signed out: the suspension or ban in force, proved with email and password; and its appeal. */
export function useSanctionLookup() {
  return useMutation({
    mutationFn: (body: { email: string; password: string; text?: string }) =>
      api<SanctionedDecision>(
        body.text === undefined ? "/api/account/sanction" : "/api/account/sanction/appeal",
        { method: "POST", body },
      ),
  });
}

/** A second moderator's answer to an appeal: the queue comes back without it. */
export function useDecideAppeal(appealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealDecision) =>
      api<Queue>(`/api/moderation/appeals/${encodeURIComponent(appealId)}/decision`, {
        method: "POST",
        body,
      }),
    onSuccess: (queue) => queryClient.setQueryData(queryKeys.moderation.queue, queue),
    onError: () => refresh(queryClient, queryKeys.moderation.queue),
  });
}

/** A photo screening held, for the moderator's look (moderators only; while it waits). */
export const heldPhotoSrc = (photoId: string) =>
  `/api/moderation/photos/${encodeURIComponent(photoId)}/medium`;

/** Approve a held photo (it shows to others at once) or remove it: the queue comes back. */
export function useReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, decision }: { photoId: string; decision: "approve" | "remove" }) =>
      api<Queue>(`/api/moderation/photos/${encodeURIComponent(photoId)}/review`, {
        method: "POST",
        body: { decision },
      }),
    onSuccess: (queue) => queryClient.setQueryData(queryKeys.moderation.queue, queue),
    // Decided by another moderator meanwhile: the queue shows what is left.
    onError: () => void refresh(queryClient, queryKeys.moderation.queue),
  });
}
