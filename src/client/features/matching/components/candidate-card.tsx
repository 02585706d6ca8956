import { BadgeCheck, Heart, Hourglass, Quote, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ProfileExtras } from "@/client/components/profile-extras";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { MemberProfileView } from "@/client/features/members";
import { MemberSafetyMenu } from "@/client/features/safety";
import type { CandidateGroup } from "../api";
import { MemberFacts } from "@/client/components/member-facts";
import { MemberWish } from "@/client/components/member-wish";
import { VerifiedMark } from "@/client/components/trust-marks";
import { firstName } from "@/client/lib/first-name";

/** The card's element id: the list moves focus to the next card after a yes or a no. */
export const candidateCardId = (candidateId: string) => `candidate-card-${candidateId}`;

type CandidateCardProps = {
  group: CandidateGroup;
  onAccept: () => void;
  onDecline: () => void;
  accepting: boolean;
  declining: boolean;
};

/**
 * One person friends suggested, with every suggestion of them: accepted or declined together.
 * After the member's yes it waits for the candidate's; "… said yes" when the candidate's came first.
 */
export function CandidateCard({
  group,
  onAccept,
  onDecline,
  accepting,
  declining,
}: CandidateCardProps) {
  const { t } = useTranslation();
  const { candidate, suggestions, waiting, theySaidYes } = group;
  const busy = accepting || declining;
  const first = firstName(candidate.name);
  return (
    <Card
      role="article"
      id={candidateCardId(candidate.id)}
      tabIndex={-1}
      aria-labelledby={`candidate-${candidate.id}`}
    >
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-4">
          <Avatar name={candidate.name} photo={candidate.mainPhoto} size="lg" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 id={`candidate-${candidate.id}`} className="text-2xl leading-tight font-semibold">
              {candidate.name}, {candidate.age}
            </h2>
            <p className="text-sm text-muted-foreground">
              <MemberFacts member={{ ...candidate, age: undefined }} pin />
            </p>
            <VerifiedMark verified={candidate.verified} className="justify-self-start" />
            {theySaidYes && !waiting && (
              <Badge variant="success" className="justify-self-start">
                <Heart aria-hidden />
                {t("{name} said yes", { name: first })}
              </Badge>
            )}
            <MemberWish wish={candidate.wish} />
            {candidate.certifications.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label={t("Certifications")}>
                {candidate.certifications.map((club) => (
                  <li key={club}>
                    <Badge variant="success">
                      <BadgeCheck aria-hidden />
                      {club}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <MemberSafetyMenu member={candidate} />
        </div>

        <MemberProfileView memberId={candidate.id} name={candidate.name} />
        {candidate.bio && <p className="leading-relaxed text-pretty">{candidate.bio}</p>}
        <ProfileExtras member={candidate} />
        {candidate.hobbies.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("Hobbies")}>
            {candidate.hobbies.map((hobby) => (
              <li key={hobby}>
                <Badge variant="outline">{hobby}</Badge>
              </li>
            ))}
          </ul>
        )}

        <ul className="grid gap-2" aria-label={t("Why your friends suggest them")}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id} className="grid gap-1 rounded-2xl bg-accent/60 px-4 py-3">
              <p className="text-xs font-semibold tracking-wide text-accent-foreground uppercase">
                {t("Suggested by {name}", { name: suggestion.suggestedBy })}
              </p>
              <p className="flex gap-2 font-serif text-[1.05rem] leading-snug italic">
                <Quote aria-hidden className="mt-1 size-3.5 shrink-0 text-accent-foreground" />
                {suggestion.reason}
              </p>
              {suggestion.tags.length > 0 && (
                <p className="flex flex-wrap gap-1.5">
                  {suggestion.tags.map((tag) => (
                    <Badge key={tag} variant="default">
                      {tag}
                    </Badge>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ul>

        {waiting ? (
          <div
            role="status"
            className="grid gap-3 rounded-2xl border border-border px-4 py-3 sm:flex sm:items-center sm:justify-between"
          >
            <p className="flex items-center gap-2 font-medium">
              <Hourglass aria-hidden className="size-4 shrink-0 text-primary" />
              {t("Waiting for {name}", { name: first })}
            </p>
            <Button
              variant="ghost"
              onClick={onDecline}
              loading={declining}
              disabled={busy}
              className="justify-self-start"
            >
              {t("Take back my yes")}
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="outline"
              onClick={onDecline}
              loading={declining}
              disabled={busy}
              aria-label={t("Decline {name}", { name: candidate.name })}
            >
              {!declining && <X aria-hidden />}
              {t("Decline")}
            </Button>
            <Button
              onClick={onAccept}
              loading={accepting}
              disabled={busy}
              aria-label={t("Accept {name}", { name: candidate.name })}
            >
              {!accepting && <Heart aria-hidden />}
              {t("Accept")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
