import { Trash2, UserRound } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/client/components/ui/sheet";
import { Switch } from "@/client/components/ui/switch";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { CIRCLE_MIN, type TrustLevel } from "@/shared/constants";
import { useUpdateFriend, type CircleFriend } from "../api";
import {
  ConsentBadge,
  identityLine,
  InvitedBadge,
  MemberBadge,
  statusLabel,
  TrustBadge,
  trustLabel,
} from "./friend-labels";
import { FriendProfileDialog } from "./friend-profile-dialog";
import { MatchHistory } from "./match-history";
import { MemberLink } from "./member-link";
import { RemoveFriendDialog } from "./remove-friend-dialog";

/** The sheet's order: closest first. */
const TRUST_CHOICES: TrustLevel[] = ["Close", "Familiar", "Casual"];

type FriendSheetProps = {
  friend: CircleFriend | undefined;
  open: boolean;
  circleSize: number;
  onOpenChange: (open: boolean) => void;
};

export function FriendSheet({ friend, open, circleSize, onOpenChange }: FriendSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open && Boolean(friend)} onOpenChange={onOpenChange}>
      {/* "Close" is also a trust level here. */}
      <SheetContent closeLabel={t("Close friend details")}>
        {friend && (
          <FriendSheetBody
            friend={friend}
            isLast={circleSize <= CIRCLE_MIN}
            onRemoved={() => onOpenChange(false)}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}

function FriendSheetBody({
  friend,
  isLast,
  onRemoved,
}: {
  friend: CircleFriend;
  isLast: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [profileOpen, setProfileOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const lastHintId = useId();

  return (
    <>
      <SheetHeader className="justify-items-start gap-3">
        <Avatar name={friend.name} photo={friend.mainPhoto} size="xl" />
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <SheetTitle>{friend.name}</SheetTitle>
            {friend.isMember && <MemberBadge />}
            {friend.invitedUsername && <InvitedBadge />}
          </div>
          <SheetDescription>
            {identityLine(friend)} · {statusLabel(friend.relationshipStatus)}
          </SheetDescription>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <TrustBadge level={friend.trustLevel} />
            <ConsentBadge consent={friend.consent} />
          </div>
        </div>
      </SheetHeader>

      <Section title={t("About")}>
        <p className={cn("leading-relaxed", !friend.bio && "text-muted-foreground italic")}>
          {friend.bio || t("No bio yet.")}
        </p>
      </Section>

      <TrustChoice friend={friend} />
      <ConsentSwitch friend={friend} />

      <Section title={t("On Vouch")}>
        <MemberLink friend={friend} />
      </Section>

      <Section title={t("Match History")}>
        <MatchHistory friendId={friend.id} />
      </Section>

      <SheetFooter className="pt-2">
        <Button variant="outline" onClick={() => setProfileOpen(true)}>
          <UserRound aria-hidden />
          {t("View Full Profile")}
        </Button>
        <Button
          variant="ghost"
          className="text-destructive! hover:bg-destructive/10!"
          onClick={() => setRemoveOpen(true)}
          disabled={isLast}
          aria-describedby={isLast ? lastHintId : undefined}
        >
          <Trash2 aria-hidden />
          {t("Remove from Circle")}
        </Button>
        {isLast && (
          <p id={lastHintId} className="text-center text-xs text-muted-foreground">
            {t("Your circle needs at least one friend, so your last friend can't be removed.")}
          </p>
        )}
      </SheetFooter>

      <FriendProfileDialog friend={friend} open={profileOpen} onOpenChange={setProfileOpen} />
      <RemoveFriendDialog
        friend={friend}
        open={removeOpen}
        onOpenChange={setRemoveOpen}
        onRemoved={onRemoved}
      />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2.5">
      <h3
        id={id}
        className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Close, Familiar, Casual: a tap saves at once. */
function TrustChoice({ friend }: { friend: CircleFriend }) {
  const { t } = useTranslation();
  const update = useUpdateFriend();
  const saving = update.isPending ? update.variables.patch.trustLevel : undefined;
  const choose = (trustLevel: TrustLevel) => {
    if (trustLevel === friend.trustLevel) return;
    update.mutate(
      { id: friend.id, patch: { trustLevel } },
      { onError: (error) => toast.error(t("Error"), error.message) },
    );
  };
  return (
    <Section title={t("Trust level")}>
      <div role="group" aria-label={t("Trust level")} className="grid grid-cols-3 gap-2">
        {TRUST_CHOICES.map((level) => {
          const active = friend.trustLevel === level;
          return (
            <Button
              key={level}
              size="sm"
              variant={active ? "primary" : "outline"}
              aria-pressed={active}
              loading={saving === level}
              disabled={update.isPending && saving !== level}
              onClick={() => choose(level)}
            >
              {trustLabel(t, level)}
            </Button>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {update.isSuccess
          ? t("Trust level saved: {level}", { level: trustLabel(t, friend.trustLevel) })
          : ""}
      </p>
    </Section>
  );
}

function ConsentSwitch({ friend }: { friend: CircleFriend }) {
  const { t } = useTranslation();
  const update = useUpdateFriend();
  const id = useId();
  const toggle = (consent: boolean) =>
    update.mutate(
      { id: friend.id, patch: { consent } },
      {
        onSuccess: () =>
          consent
            ? toast.success(t("Consent enabled"), t("This friend can now be suggested for matches"))
            : toast.success(t("Consent removed"), t("This friend won't appear in matches")),
        onError: (error) => toast.error(t("Error"), error.message),
      },
    );
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium">
          {t("Consent to introduce")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {friend.consent
            ? t("They may be suggested for matches and shown to other members.")
            : t("Invite pending: they won't be suggested or shown to anyone.")}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={friend.consent}
        onCheckedChange={toggle}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
      />
    </div>
  );
}
