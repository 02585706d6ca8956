import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { useFriendDetails, type CircleFriend } from "../api";
import { ConsentBadge, MemberBadge, statusLabel, TrustBadge } from "./friend-labels";
import { MemberWish } from "@/client/components/member-wish";
import { capitalise } from "@/client/lib/capitalise";
import { sexualityLabel } from "@/shared/options";

type FriendProfileDialogProps = {
  friend: CircleFriend;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Everything the circle knows about a friend, and their Vouch profile when they are a member. */
export function FriendProfileDialog({ friend, open, onOpenChange }: FriendProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("Close full profile")}>
        <DialogHeader className="justify-items-start gap-3">
          <Avatar name={friend.name} photo={friend.mainPhoto} size="lg" />
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle>{friend.name}</DialogTitle>
            {friend.isMember && <MemberBadge />}
          </div>
          <DialogDescription>
            {friend.isMember
              ? t("In your circle and on Vouch.")
              : t("In your circle. Not on Vouch yet.")}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[0.95rem]">
          <Detail term={t("Gender/pronouns")}>{friend.gender}</Detail>
          <Detail term={t("Sexuality")}>{capitalise(sexualityLabel(friend.sexuality, t))}</Detail>
          <Detail term={t("Relationship")}>{statusLabel(friend.relationshipStatus)}</Detail>
          <Detail term={t("Trust level")}>
            <TrustBadge level={friend.trustLevel} />
          </Detail>
          <Detail term={t("Introductions")}>
            <ConsentBadge consent={friend.consent} />
          </Detail>
          <Detail term={t("About")}>{friend.bio || t("No bio yet.")}</Detail>
        </dl>
        {open && friend.isMember && <MemberProfile friendId={friend.id} />}
        <Button variant="outline" className="justify-self-end" onClick={() => onOpenChange(false)}>
          {t("Close")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function MemberProfile({ friendId }: { friendId: string }) {
  const { t } = useTranslation();
  const details = useFriendDetails(friendId);
  if (details.isPending) {
    return (
      <div className="flex justify-center py-3 text-primary">
        <Spinner label={t("Loading their Vouch profile")} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t("Failed to load profile. {error}", { error: details.error.message })}
      </p>
    );
  }
  const member = details.data.member;
  if (!member) return null;
  return (
    <section aria-label={t("Vouch profile")} className="grid gap-2 rounded-xl bg-muted/60 p-4">
      <h3 className="text-lg font-semibold">{t("On Vouch")}</h3>
      <p className="text-sm text-muted-foreground">
        {t("Age {age}", { age: member.age })} · {member.pronouns} · {member.neighborhood}
        {member.occupation && ` · ${member.occupation}`}
      </p>
      <MemberWish wish={member.wish} />
      {member.bio && <p className="leading-relaxed">{member.bio}</p>}
      {member.hobbies.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("Hobbies")}>
          {member.hobbies.map((hobby) => (
            <li key={hobby} className="rounded-full bg-surface px-2.5 py-0.5 text-xs">
              {hobby}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
