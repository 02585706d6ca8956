import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { SAME_PERSON_MESSAGE } from "@/shared/texts";
import type { Explore, ExploredMember, PairingFriend } from "../api";
import { firstName, possessive } from "./friend-text";
import { PairByDrag } from "./pair-by-drag";
import { pairFitOf } from "./pair-fit";
import type { PairDraft } from "./suggest-match-dialog";
import { SuggestMatchDialogOnDemand } from "./suggest-match-dialog-on-demand";
import { TheirFriendsSide } from "./their-friends-side";
import { fillsThirdColumn, YourFriendsSide } from "./your-friends-side";

type PairingBoardProps = { me: Explore["me"]; member: ExploredMember };

/**
 * Pair one of your friends with one of theirs: drag and drop (mouse or touch), or select
 * yours with a tap or a key press and then press "Pair with …" on theirs.
 */
export function PairingBoard({ me, member }: PairingBoardProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string>();
  const [draft, setDraft] = useState<PairDraft>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const samePerson = (mine?: PairingFriend, theirs?: PairingFriend) =>
    member.samePersonPairs.some((p) => p.myFriendId === mine?.id && p.theirFriendId === theirs?.id);
  // Refused at once: the same member in both circles can't be paired with themselves.
  const openDialog = (pair: PairDraft) => {
    if (samePerson(pair.mine, pair.theirs)) {
      toast.error(t("{name} is in both circles", { name: pair.mine.name }), SAME_PERSON_MESSAGE);
      return;
    }
    setDraft(pair);
    setDialogOpen(true);
  };
  const boardRef = useRef<HTMLElement>(null);
  const hintId = useId();
  const selected = me.friends.find((f) => f.id === selectedId);
  // English says "Nora's friends"; other languages name her ("Nora").
  const their = { possessive: possessive(member.name), member: firstName(member.name) };

  const toggle = (friend: PairingFriend) =>
    setSelectedId((id) => (id === friend.id ? undefined : friend.id));
  // Tab from your selected friend goes straight to "Pair with…" on the card in view.
  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, friend: PairingFriend) => {
    if (event.key !== "Tab" || event.shiftKey || friend.id !== selectedId) return;
    const pairWith = boardRef.current?.querySelector<HTMLElement>("[data-pair-with]");
    if (!pairWith) return;
    event.preventDefault();
    pairWith.focus();
  };

  return (
    <section ref={boardRef} aria-labelledby={`${hintId}-title`} className="grid gap-3">
      <div>
        <h2 id={`${hintId}-title`} className="text-xl font-semibold">
          {t("Pair your friends")}
        </h2>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t(
            "Drag one of your friends onto one of {possessive} friends, or tap yours, then “Pair with…”.",
            their,
          )}
        </p>
      </div>
      <PairByDrag samePerson={samePerson} onPair={openDialog}>
        {/* A third column only when there are other friends to fill it. */}
        <div
          className={cn(
            "grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-4",
            fillsThirdColumn(me.friends)
              ? "sm:grid-cols-[1fr_1.5fr_1fr]"
              : "sm:grid-cols-[1fr_2fr]",
          )}
        >
          <TheirFriendsSide
            member={member}
            their={their}
            selected={selected}
            onPair={(theirs) => selected && openDialog({ mine: selected, theirs })}
          />
          <YourFriendsSide
            friends={me.friends}
            selectedId={selectedId}
            onToggle={toggle}
            hintId={hintId}
            onChipKeyDown={onChipKeyDown}
          />
        </div>
      </PairByDrag>
      {me.invitePending > 0 && (
        <p className="text-xs text-muted-foreground">
          {t(
            "{count, plural, one {# friend with an invite pending isn't shown: they haven't agreed to be suggested.} other {# friends with an invite pending aren't shown: they haven't agreed to be suggested.}}",
            { count: me.invitePending },
          )}
        </p>
      )}
      <SuggestMatchDialogOnDemand
        draft={draft}
        open={dialogOpen}
        memberName={member.name}
        freePairingsLeft={me.freePairingsLeft}
        heartsBalance={me.heartsBalance}
        onClose={() => setDialogOpen(false)}
        fitOf={pairFitOf(me, member)}
        onSent={() => {
          setDialogOpen(false);
          setSelectedId(undefined);
        }}
      />
    </section>
  );
}
