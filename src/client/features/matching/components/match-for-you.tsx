import { useTranslation } from "react-i18next";
import { Sparkles } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { DECLINE_UNDO_SECONDS } from "@/shared/constants";
import { firstMessageBonusText } from "@/shared/texts";
import { useAcceptCandidate, useDeclineCandidate, useSuggestions, useUndoDecline } from "../api";
import { firstName } from "@/client/lib/first-name";
import { CandidateCard, candidateCardId } from "./candidate-card";
import { HOW_MATCHES_COME_ID, HowMatchesCome } from "./how-matches-come";

/**
 * The people friends suggested, waiting for a yes or a no. A match needs two yeses: a yes alone
 * waits ("Waiting for …") until the other says theirs.
 */
export function MatchForYou({
  onAccepted,
  pausedNotice,
}: {
  onAccepted: (matchId: string) => void;
  /** What a paused member sees instead: the page composes it (profile's PausedNotice). */
  pausedNotice: ReactNode;
}) {
  const { t } = useTranslation();
  const suggestions = useSuggestions();
  const accept = useAcceptCandidate();
  const decline = useDeclineCandidate();
  const undo = useUndoDecline();
  // The card answered last, and the order the cards were in: once the list shows the answer,
  // focus goes to the next card still asking, so a keyboard or screen reader keeps its place.
  const answeredRef = useRef<{ id: string; order: string[] } | null>(null);
  const shown = suggestions.data?.groups;
  useEffect(() => {
    const answered = answeredRef.current;
    const groups = shown;
    if (!answered || !groups) return;
    answeredRef.current = null;
    const asking = new Set(groups.filter((g) => !g.waiting).map((g) => g.candidate.id));
    const from = answered.order.indexOf(answered.id);
    const next =
      [...answered.order.slice(from + 1), ...answered.order.slice(0, from).reverse()].find((id) =>
        asking.has(id),
      ) ?? (groups.some((g) => g.candidate.id === answered.id) ? answered.id : undefined);
    const target = next
      ? document.getElementById(candidateCardId(next))
      : document.getElementById(HOW_MATCHES_COME_ID);
    target?.focus();
  }, [shown]);

  useEffect(() => {
    if (suggestions.isError)
      toast.error(t("Failed to load match suggestions"), suggestions.error.message);
  }, [suggestions.isError, suggestions.error, t]);

  if (suggestions.isPending) {
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner label={t("Loading your suggestions")} className="size-7" />
      </div>
    );
  }
  if (suggestions.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-muted-foreground">{t("Failed to load match suggestions.")}</p>
        <Button
          variant="outline"
          onClick={() => suggestions.refetch()}
          loading={suggestions.isFetching}
        >
          {t("Try again")}
        </Button>
      </div>
    );
  }
  const { groups, paused } = suggestions.data;
  if (paused) return pausedNotice;
  if (groups.length === 0) {
    return (
      <HowMatchesCome
        icon={Sparkles}
        title={t("No suggestions yet")}
        lead={t("When a friend vouches for someone, they'll appear here for a yes or a no.")}
      />
    );
  }

  const ids = groups.map((group) => group.candidate.id);
  return (
    <ul className="grid gap-4" aria-label={t("Suggestions from your friends")}>
      {groups.map((group) => {
        const { id, name } = group.candidate;
        const first = firstName(name);
        return (
          <li key={id}>
            <CandidateCard
              group={group}
              accepting={accept.isPending && accept.variables === id}
              declining={decline.isPending && decline.variables === id}
              onAccept={() =>
                accept.mutate(id, {
                  onSuccess: ({ matchId }) => {
                    if (matchId === null) {
                      answeredRef.current = { id, order: ids };
                      toast.success(
                        t("You said yes to {name}", { name: first }),
                        t("We'll tell you when {name} says yes too.", { name: first }),
                      );
                      return;
                    }
                    toast.success(
                      t("It's a match with {name}!", { name: first }),
                      t("Say hello! {bonus}.", { bonus: firstMessageBonusText(t) }),
                    );
                    onAccepted(matchId);
                  },
                  onError: (error) => toast.error(t("Couldn't say yes"), error.message),
                })
              }
              onDecline={() =>
                decline.mutate(id, {
                  onSuccess: () => {
                    answeredRef.current = { id, order: ids };
                    toast.withAction(
                      group.waiting
                        ? t("You took back your yes to {name}", { name: first })
                        : t("You passed on {name}", { name }),
                      {
                        label: t("Undo"),
                        onClick: () =>
                          undo.mutate(id, {
                            onSuccess: () =>
                              toast.success(t("{name} is back in Match for You", { name })),
                            onError: (error) => toast.error(t("Couldn't undo"), error.message),
                          }),
                      },
                      // A little under the server's window, so Undo is never offered too late.
                      DECLINE_UNDO_SECONDS - 2,
                    );
                  },
                  onError: (error) => toast.error(t("Error declining match"), error.message),
                })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
