import { useDroppable } from "@dnd-kit/core";
import { HeartHandshake } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import { MemberWish } from "@/client/components/member-wish";
import { cn } from "@/client/lib/cn";
import type { PairingFriend, TheirFriend } from "../api";
import { cardFocus } from "./card-focus";
import { firstName, friendLine } from "./friend-text";
import { MemberMark } from "./member-mark";

type TheirFriendCardProps = {
  friend: TheirFriend;
  /** Your friend selected by a tap or a key press, if any. */
  selected: PairingFriend | undefined;
  onPair: () => void;
  /** Off-screen slides take no drops: their boxes lie under the columns beside the carousel. */
  inView: boolean;
};

/** One of the explored member's friends: a drop target, and "Pair with …" once you chose yours. */
export function TheirFriendCard({ friend, selected, onPair, inView }: TheirFriendCardProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({
    id: friend.id,
    data: { friend },
    disabled: !inView,
  });
  return (
    <article
      ref={setNodeRef}
      aria-label={friend.name}
      className={cn(
        "grid h-full content-start justify-items-center gap-2 rounded-card border-2 bg-surface p-5 text-center transition-[border-color,background-color]",
        cardFocus,
        isOver ? "border-primary bg-accent/50" : "border-dashed border-border",
      )}
    >
      <Avatar name={friend.name} photo={friend.mainPhoto} size="xl" />
      <div className="flex flex-wrap items-center justify-center gap-2">
        <h4 className="text-xl leading-tight font-semibold">{friend.name}</h4>
        {friend.isMember && <MemberMark />}
      </div>
      <p className="text-sm text-muted-foreground">{friendLine(friend)}</p>
      <MemberWish wish={friend.wish} compact />
      {friend.bio && <p className="text-[0.95rem] leading-snug">“{friend.bio}”</p>}
      <div className="mt-2 grid min-h-11 w-full place-items-center">
        {selected && inView ? (
          <Button
            onClick={onPair}
            className="w-full max-w-64"
            data-pair-with
            // "Pair with…" comes right after your selected friend in the tab order, both ways.
            onKeyDown={(event) => {
              if (event.key !== "Tab" || !event.shiftKey) return;
              const chip = document.querySelector<HTMLElement>(`[data-friend-id="${selected.id}"]`);
              if (!chip) return;
              event.preventDefault();
              chip.focus();
            }}
          >
            <HeartHandshake aria-hidden />
            {t("Pair with {name}", { name: firstName(selected.name) })}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            {isOver ? t("Let go to pair") : t("Drop one of your friends here")}
          </p>
        )}
      </div>
    </article>
  );
}
