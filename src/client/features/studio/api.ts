import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import type {
  ClubFormInput,
  EditClubInput,
  EditQuestionInput,
  QuestionFormInput,
  StudioClub,
  StudioClubDetail,
  StudioClubList,
  StudioQuestion,
} from "@/shared/schemas/studio";

const clubPath = (clubId: string) => `/api/studio/clubs/${encodeURIComponent(clubId)}`;

export const studioClubsQueryOptions = queryOptions({
  queryKey: queryKeys.studio.clubs,
  queryFn: ({ signal }) => api<StudioClubList>("/api/studio/clubs", { signal }),
});

export const studioClubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: queryKeys.studio.club(clubId),
    queryFn: ({ signal }) => api<StudioClubDetail>(clubPath(clubId), { signal }),
  });

export const useStudioClubs = () => useQuery(studioClubsQueryOptions);
export const useStudioClub = (clubId: string) => useQuery(studioClubQueryOptions(clubId));

/** A 404 from the studio: the role was taken away, or the club isn't there. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Every studio write refreshes the studio, and the clubs members see (the editor's own /clubs). */
function useStudioWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        refresh(queryClient, queryKeys.studio.all),
        refresh(queryClient, queryKeys.clubs),
      ]),
  });
}

export const useCreateClub = () =>
  useStudioWrite((input: ClubFormInput) =>
    api<StudioClub>("/api/studio/clubs", { method: "POST", body: input }),
  );

export const useEditClub = (clubId: string) =>
  useStudioWrite((input: EditClubInput) =>
    api<StudioClub>(clubPath(clubId), { method: "PUT", body: input }),
  );

export const useAddQuestion = (clubId: string) =>
  useStudioWrite((input: QuestionFormInput) =>
    api<StudioQuestion>(`${clubPath(clubId)}/questions`, { method: "POST", body: input }),
  );

export const useEditQuestion = (clubId: string) =>
  useStudioWrite(({ id, ...input }: EditQuestionInput & { id: string }) =>
    api<StudioQuestion>(`${clubPath(clubId)}/questions/${id}`, { method: "PUT", body: input }),
  );

export const useRetireQuestion = (clubId: string) =>
  useStudioWrite(({ id, version }: { id: string; version: number }) =>
    api<StudioQuestion>(`${clubPath(clubId)}/questions/${id}/retire`, {
      method: "POST",
      body: { version },
    }),
  );
