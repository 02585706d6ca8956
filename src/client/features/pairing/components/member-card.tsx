import { Award, Briefcase, Lock, Shuffle } from "lucide-react";
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
import { plural } from "@/client/lib/plural";
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
  return (
    <Card className={cn("grid gap-4 p-5", cardFocus)}>
      <div className="flex items-start gap-4">
        <span aria-hidden className="contents">
          <Avatar name={member.name} photo={member.mainPhoto} size="lg" />
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Exploring
          </p>
          <h2 id="explored-member-name" className="truncate text-2xl leading-tight font-semibold">
            {member.name}
          </h2>
          <VerifiedMark verified={member.verified} className="justify-self-start" />
          <p className="text-sm text-muted-foreground">
            {member.age} · {member.pronouns} · {capitalise(member.sexuality)} ·{" "}
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
        loadingText="Finding someone..."
      >
        <Shuffle aria-hidden />
        Show someone else
      </Button>
    </Card>
  );
}

function FullProfile({ details }: { details: NonNullable<ExploredMember["details"]> }) {
  return (
    <section aria-label="Full profile" className="grid gap-2.5 rounded-2xl bg-background/70 p-4">
      <p className="flex items-center gap-2 text-[0.95rem]">
        <Briefcase aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">Occupation: </span>
        {details.occupation || "Occupation not shared"}
      </p>
      {details.bio && <p className="leading-relaxed">“{details.bio}”</p>}
      <ProfileExtras member={details} />
      <div className="flex flex-wrap items-center gap-1.5">
        <Award aria-hidden className="size-4 text-muted-foreground" />
        <span className="sr-only">Certifications: </span>
        {details.certifications.length > 0 ? (
          details.certifications.map((club) => (
            <Badge key={club} variant="success">
              {club}
            </Badge>
          ))
        ) : (
          <span className="text-sm text-muted-foreground">No certifications yet</span>
        )}
      </div>
    </section>
  );
}

function LockedProfile({ member }: { member: ExploredMember }) {
  const unlock = useUnlockProfile();
  const onUnlock = () =>
    unlock.mutate(member.id, {
      onSuccess: () =>
        toast.success(
          "Profile unlocked",
          `You can now see ${firstName(member.name)}'s full profile.`,
        ),
      onError: (error) =>
        toastSpendFailed(error, {
          cost: COST.unlockProfile,
          need: "to unlock a profile",
          failure: "Error",
        }),
    });
  return (
    <section
      aria-label="Full profile, locked"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-border bg-background/70 p-4"
    >
      <p className="flex min-w-0 items-start gap-2.5 text-sm text-muted-foreground">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>Occupation, bio and certifications are locked. Unlocking lasts.</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={onUnlock}
        loading={unlock.isPending}
        loadingText="Unlocking..."
      >
        Unlock for {plural(COST.unlockProfile, "heart")}
      </Button>
    </section>
  );
}
