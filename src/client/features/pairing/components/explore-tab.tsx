import { ShieldCheck, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { FREE_PAIRINGS_PER_DAY, COST } from "@/shared/constants";

import { useExplore, type Explore, type ExploreTarget } from "../api";
import { DirectMatchCard } from "./direct-match-card";
import { MemberCard } from "./member-card";
import { OpenByUsername } from "./open-by-username";
import { PairingBoard } from "./pairing-board";
import { SelfSuggestCard } from "./self-suggest-card";

type ExploreTabProps = {
  target: ExploreTarget;
  onShowSomeoneElse: (shownId: string | undefined) => void;
  /** A member found by the username a friend shared. */
  onOpenMember: (memberId: string) => void;
  /** The "Verified only" filter turned on or off: a new draw. */
  onVerifiedOnly: (verified: boolean) => void;
};

export function ExploreTab(props: ExploreTabProps) {
  const { t } = useTranslation();
  const { target, onVerifiedOnly } = props;
  return (
    <div className="grid gap-4">
      <Button
        variant={target.verified ? "secondary" : "outline"}
        size="sm"
        className="justify-self-start"
        aria-pressed={target.verified === true}
        onClick={() => onVerifiedOnly(!target.verified)}
      >
        <ShieldCheck aria-hidden />
        {t("Verified only")}
      </Button>
      <ExploreDraw {...props} />
    </div>
  );
}

function ExploreDraw({ target, onShowSomeoneElse, onOpenMember, onVerifiedOnly }: ExploreTabProps) {
  const { t } = useTranslation();
  const explore = useExplore(target);

  if (explore.isPending) {
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner label={t("Finding someone to explore")} className="size-7" />
      </div>
    );
  }
  if (explore.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="font-medium">{t("Failed to load data")}</p>
        <p className="text-sm text-muted-foreground">{explore.error.message}</p>
        <Button
          variant="outline"
          onClick={() => onShowSomeoneElse(undefined)}
          loading={explore.isFetching}
        >
          {t("Try again")}
        </Button>
      </div>
    );
  }
  const { me, member } = explore.data;
  if (!member) {
    return (
      <section className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Users aria-hidden className="size-6" />
        </span>
        <h2 className="text-2xl font-semibold">
          {target.verified ? t("No verified members available") : t("No users available")}
        </h2>
        <p className="max-w-sm text-muted-foreground">
          {target.verified
            ? t("No verified members to explore right now. Turn off Verified only to see everyone.")
            : t("No other users available for matching right now")}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            onClick={() => onShowSomeoneElse(undefined)}
            loading={explore.isFetching}
          >
            {t("Look again")}
          </Button>
          {target.verified && (
            <Button variant="ghost" onClick={() => onVerifiedOnly(false)}>
              {t("Show everyone")}
            </Button>
          )}
        </div>
        <OpenByUsername onOpen={onOpenMember} />
      </section>
    );
  }
  // Each keyed child needs a key of its own: two siblings sharing one let React keep the old
  // cards beside the new ones after "Show someone else".
  return (
    <div className="grid gap-6" aria-busy={explore.isPlaceholderData || undefined}>
      <MemberCard
        key={`member-${member.id}`}
        member={member}
        drawing={explore.isFetching}
        onShowSomeoneElse={() => onShowSomeoneElse(member.id)}
      />
      <OpenByUsername onOpen={onOpenMember} />
      <FreePairings me={me} />
      <PairingBoard key={`board-${member.id}`} me={me} member={member} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DirectMatchCard key={`direct-${member.id}`} me={me} member={member} />
        <SelfSuggestCard key={`self-${member.id}`} me={me} member={member} />
      </div>
    </div>
  );
}

function FreePairings({ me }: { me: Explore["me"] }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl bg-muted px-4 py-2.5 text-sm" data-testid="free-pairings">
      {me.freePairingsLeft > 0
        ? t("Free pairings today: {left} of {max} left", {
            left: me.freePairingsLeft,
            max: FREE_PAIRINGS_PER_DAY,
          })
        : t(
            "{cost, plural, one {Today's {max} free pairings are used: each extra one costs # heart} other {Today's {max} free pairings are used: each extra one costs # hearts}}",
            { max: FREE_PAIRINGS_PER_DAY, cost: COST.extraPairing },
          )}
    </p>
  );
}
