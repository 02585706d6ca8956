import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import { api } from "@/client/lib/api";
import { CERTIFICATION_CREATED } from "@/shared/schemas/clubs";
import type { ClubList, QuizAttempt, QuizResult, SubmitQuizInput } from "@/shared/schemas/clubs";

export const clubsQueryOptions = queryOptions({
  queryKey: queryKeys.clubs,
  queryFn: ({ signal }) => api<ClubList>("/api/clubs", { signal }),
});

export function useClubs() {
  return useQuery(clubsQueryOptions);
}

/** Take Quiz: the drawn questions, or the attempt still open for this club. */
export function useStartQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: string) =>
      api<QuizAttempt>(`/api/clubs/${encodeURIComponent(clubId)}/attempts`, { method: "POST" }),
    onSettled: () => refresh(queryClient, queryKeys.clubs),
  });
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string } & SubmitQuizInput) =>
      api<QuizResult>(`/api/clubs/attempts/${encodeURIComponent(attemptId)}/answers`, {
        method: "POST",
        body: { answers },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<ClubList>(queryKeys.clubs, (list) =>
        list
          ? {
              clubs: list.clubs.map((club) =>
                club.id === result.clubId
                  ? {
                      ...club,
                      certifiedAt: result.certifiedAt,
                      attemptsLeftToday: result.attemptsLeftToday,
                    }
                  : club,
              ),
            }
          : list,
      );
      if (result.certifiedAt) void applyChange(queryClient, { type: CERTIFICATION_CREATED });
    },
  });
}
