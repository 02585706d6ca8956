import { Award, Briefcase, Lock, Shuffle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ProfileExtras } from "@/client/components/profile-extras";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { toast } from "@/client/components/ui/toast";
import { MemberProfileView } from "@/client/features/members";
import { MemberSafetyMenu } from "@/client/features/safety";
import { cn } from "@/client/lib/cn";
import { COST } from "@/shared/constants";
import { sexualityLabel } from "@/shared/options";

import { useUnlockProfile, type ExploredMember } from "../api";
import { cardFocus } from "./card-focus";
import { capitalise, firstName } from "./friend-text";
import { toastSpendFailed } from "./spend-failed";
import { MemberWish } from "@/client/components/member-wish";
import { VerifiedMark } from "@/client/components/trust-marks";

type MemberCardProps = {
  member: ExploredMember;
  onShowSomeoneElse: () => void;
  drawing: boolean;
};

/** The explored member: who they are, and their full profile once unlocked. */
export function MemberCard({ member, onShowSomeoneElse, drawing }: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <Card className={cn("grid gap-4 p-5", cardFocus)}>
      <div className="flex items-start gap-4">
        <span aria-hidden className="contents">
          <Avatar name={member.name} photo={member.mainPhoto} size="lg" />
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("Exploring")}
          </p>
          <h2 id="explored-member-name" className="truncate text-2xl leading-tight font-semibold">
            {member.name}
          </h2>
          <VerifiedMark verified={member.verified} className="justify-self-start" />
          <p className="text-sm text-muted-foreground">
            {member.age} · {member.pronouns} · {capitalise(sexualityLabel(member.sexuality, t))} ·{" "}
            {member.neighborhood}
          </p>
          <MemberWish wish={member.wish} />
        </div>
        <MemberSafetyMenu member={member} onBlocked={onShowSomeoneElse} />
      </div>
      {member.details ? (
        <>
          <MemberProfileView memberId={member.id} name={member.name} />
          <FullProfile details={member.details} />
        </>
      ) : (
        <LockedProfile member={member} />
      )}
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={onShowSomeoneElse}
        loading={drawing}
        loadingText={t("Finding someone...")}
      >
        <Shuffle aria-hidden />
        {t("Show someone else")}
      </Button>
    </Card>
  );
}

function FullProfile({ details }: { details: NonNullable<ExploredMember["details"]> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("Full profile")}
      className="grid gap-2.5 rounded-2xl bg-background/70 p-4"
    >
      <p className="flex items-center gap-2 text-[0.95rem]">
        <Briefcase aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">{t("Occupation:")} </span>
        {details.occupation || t("Occupation not shared")}
      </p>
      {details.bio && <p className="leading-relaxed">“{details.bio}”</p>}
      <ProfileExtras member={details} />
      <div className="flex flex-wrap items-center gap-1.5">
        <Award aria-hidden className="size-4 text-muted-foreground" />
        <span className="sr-only">{t("Certifications:")} </span>
        {details.certifications.length > 0 ? (
          details.certifications.map((club) => (
            <Badge key={club} variant="success">
              {club}
            </Badge>
          ))
        ) : (
          <span className="text-sm text-muted-foreground">{t("No certifications yet")}</span>
        )}
      </div>
    </section>
  );
}

function LockedProfile({ member }: { member: ExploredMember }) {
  const { t } = useTranslation();
  const unlock = useUnlockProfile();
  const onUnlock = () =>
    unlock.mutate(member.id, {
      onSuccess: () =>
        toast.success(
          t("Profile unlocked"),
          t("You can now see {name}'s full profile.", { name: firstName(member.name) }),
        ),
      onError: (error) =>
        toastSpendFailed(error, {
          need: t(
            "{count, plural, one {You need # heart to unlock a profile} other {You need # hearts to unlock a profile}}",
            { count: COST.unlockProfile },
          ),
          failure: t("Error"),
        }),
    });
  return (
    <section
      aria-label={t("Full profile, locked")}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-border bg-background/70 p-4"
    >
      <p className="flex min-w-0 items-start gap-2.5 text-sm text-muted-foreground">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{t("Occupation, bio and certifications are locked. Unlocking lasts.")}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={onUnlock}
        loading={unlock.isPending}
        loadingText={t("Unlocking...")}
      >
        {t("{count, plural, one {Unlock for # heart} other {Unlock for # hearts}}", {
          count: COST.unlockProfile,
        })}
      </Button>
    </section>
  );
}
