import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { homeQueryKey } from "@/client/lib/query-keys";
import { api } from "@/client/lib/api";
import type { ClubList, QuizAttempt, QuizResult, SubmitQuizInput } from "@/shared/schemas/clubs";

export const clubsQueryKey = ["clubs"] as const;

export const clubsQueryOptions = queryOptions({
  queryKey: clubsQueryKey,
  queryFn: ({ signal }) => api<ClubList>("/api/clubs", { signal }),
});

export function useClubs() {
  return useQuery(clubsQueryOptions);
}

/** A new certification shows on /clubs and in the home header. */
export function refreshCertifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: clubsQueryKey });
  void queryClient.invalidateQueries({ queryKey: homeQueryKey });
}

/** Take Quiz: the drawn questions, or the attempt still open for this club. */
export function useStartQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: string) =>
      api<QuizAttempt>(`/api/clubs/${encodeURIComponent(clubId)}/attempts`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubsQueryKey }),
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
      queryClient.setQueryData<ClubList>(clubsQueryKey, (list) =>
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
      refreshCertifications(queryClient);
    },
  });
}
