import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toaster";
import { useAcceptCandidate, useDeclineCandidate, useSuggestions } from "../api";
import { CandidateCard } from "./candidate-card";

/** The people friends suggested, waiting for a yes or a no. */
export function MatchForYou({ onAccepted }: { onAccepted: (matchId: string) => void }) {
  const suggestions = useSuggestions();
  const accept = useAcceptCandidate();
  const decline = useDeclineCandidate();

  useEffect(() => {
    if (suggestions.isError)
      toast.error("Failed to load match suggestions", suggestions.error.message);
  }, [suggestions.isError, suggestions.error]);

  if (suggestions.isPending) {
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner label="Loading your suggestions" className="size-7" />
      </div>
    );
  }
  if (suggestions.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-muted-foreground">Failed to load match suggestions.</p>
        <Button
          variant="outline"
          onClick={() => suggestions.refetch()}
          loading={suggestions.isFetching}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (suggestions.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center">
        <Sparkles aria-hidden className="size-7 text-primary" />
        <p className="font-serif text-xl font-semibold">No suggestions right now</p>
        <p className="max-w-xs text-sm text-muted-foreground">
          When a friend vouches for someone, they'll appear here. Your circle is on it.
        </p>
      </div>
    );
  }

  return (
    <ul className="grid gap-4" aria-label="Suggestions from your friends">
      {suggestions.data.map((group) => {
        const { id, name } = group.candidate;
        return (
          <li key={id}>
            <CandidateCard
              group={group}
              accepting={accept.isPending && accept.variables === id}
              declining={decline.isPending && decline.variables === id}
              onAccept={() =>
                accept.mutate(id, {
                  onSuccess: ({ matchId }) => {
                    toast.success(
                      `Match accepted with ${name}!`,
                      "Say hello: first messages within 48 hours earn a heart.",
                    );
                    onAccepted(matchId);
                  },
                  onError: (error) => toast.error("Error accepting match", error.message),
                })
              }
              onDecline={() =>
                decline.mutate(id, {
                  onSuccess: () => toast.message("Suggestion declined"),
                  onError: (error) => toast.error("Error declining match", error.message),
                })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
