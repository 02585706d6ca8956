import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { SAME_PERSON_MESSAGE } from "@/shared/texts";
import type { Explore, ExploredMember, PairingFriend } from "../api";
import { firstName, possessive } from "./friend-text";
import { DraggedFriend } from "./my-friend-chip";
import { MyFriendsColumn } from "./my-friends-column";
import type { PairDraft } from "./suggest-match-dialog";
import { SuggestMatchDialogOnDemand } from "./suggest-match-dialog-on-demand";
import type { FitPerson } from "./fit-check";
import { TheirFriendsCarousel } from "./their-friends-carousel";

/** The first three of your friends on the left, the rest on the right. */
const LEFT_COLUMN = 3;

type PairingBoardProps = { me: Explore["me"]; member: ExploredMember };

const friendOf = (data: unknown) => (data as { friend?: PairingFriend } | undefined)?.friend;

/**
 * Pair one of your friends with one of theirs: drag and drop (mouse or touch), or select
 * yours with a tap or a key press and then press "Pair with …" on theirs.
 */
export function PairingBoard({ me, member }: PairingBoardProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string>();
  const [dragged, setDragged] = useState<PairingFriend>();
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
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short hold starts a drag, so a swipe still scrolls the page and a tap still selects.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
  const selected = me.friends.find((f) => f.id === selectedId);
  // English says "Nora's friends"; other languages name her ("Nora").
  const their = { possessive: possessive(member.name), member: firstName(member.name) };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(friendOf(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(undefined);
    const mine = friendOf(active.data.current);
    const theirs = friendOf(over?.data.current);
    if (mine && theirs) openDialog({ mine, theirs });
  };

  const nameOf = (data: unknown) => friendOf(data)?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("Picked up {name}.", { name: friendOf(active.data.current)?.name ?? t("your friend") }),
    onDragOver: ({ active, over }) =>
      over
        ? t("{name} is over {other}.", {
            name: nameOf(active.data.current),
            other: nameOf(over.data.current),
          })
        : t("{name} is no longer over a friend.", { name: nameOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over && samePerson(friendOf(active.data.current), friendOf(over.data.current))
        ? t("{name} is in both circles: choose two different friends.", {
            name: nameOf(active.data.current),
          })
        : over
          ? t("Paired {name} with {other}.", {
              name: nameOf(active.data.current),
              other: nameOf(over.data.current),
            })
          : t("{name} was dropped.", { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) =>
      t("Cancelled. {name} was dropped.", { name: nameOf(active.data.current) }),
  };

  const left = me.friends.slice(0, LEFT_COLUMN);
  const right = me.friends.slice(LEFT_COLUMN);
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
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(undefined)}
        accessibility={{ announcements }}
      >
        {/* A third column only when there are other friends to fill it. */}
        <div
          className={cn(
            "grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-4",
            right.length > 0 ? "sm:grid-cols-[1fr_1.5fr_1fr]" : "sm:grid-cols-[1fr_2fr]",
          )}
        >
          <div className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
            {member.friends.length > 0 ? (
              <TheirFriendsCarousel
                title={t("{possessive} Friends", their)}
                friends={member.friends}
                selected={selected}
                onPair={(theirs) => selected && openDialog({ mine: selected, theirs })}
              />
            ) : (
              <p className="rounded-card border border-dashed border-border p-5 text-center text-sm text-muted-foreground">
                {t(
                  "None of {possessive} friends are open to introductions yet. You can still suggest a friend directly, or yourself, below.",
                  their,
                )}
              </p>
            )}
          </div>
          {me.friends.length === 0 ? (
            <p className="col-span-2 text-sm text-muted-foreground sm:col-span-1 sm:col-start-1 sm:row-start-1">
              <Trans
                i18nKey="None of your friends can be suggested yet. <0>Open your circle</0> to add friends or turn on their consent."
                components={[
                  <Link
                    key="circle"
                    to={paths.circle}
                    className="font-medium text-primary underline underline-offset-2"
                  />,
                ]}
              />
            </p>
          ) : (
            <>
              <MyFriendsColumn
                title={t("Your Friends")}
                friends={left}
                selectedId={selectedId}
                onToggle={toggle}
                hintId={hintId}
                onChipKeyDown={onChipKeyDown}
                className={cn(
                  "sm:col-start-1 sm:row-start-1",
                  right.length === 0 && "col-span-2 sm:col-span-1",
                )}
              />
              {right.length > 0 && (
                <MyFriendsColumn
                  title={t("Your Other Friends")}
                  friends={right}
                  selectedId={selectedId}
                  onToggle={toggle}
                  hintId={hintId}
                  onChipKeyDown={onChipKeyDown}
                  className="sm:col-start-3 sm:row-start-1"
                />
              )}
            </>
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged && <DraggedFriend friend={dragged} />}
        </DragOverlay>
      </DndContext>
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
        fitOf={({ mine, theirs }) => {
          const person = (friend: PairingFriend, full?: FitPerson) => ({
            name: friend.name,
            age: full?.age ?? null,
            wish: full?.wish ?? null,
          });
          return {
            first: person(
              mine,
              me.friends.find((f) => f.id === mine.id),
            ),
            second: person(
              theirs,
              member.friends.find((f) => f.id === theirs.id),
            ),
            fit: member.fits.pairs.find(
              (p) => p.myFriendId === mine.id && p.theirFriendId === theirs.id,
            ),
          };
        }}
        onSent={() => {
          setDialogOpen(false);
          setSelectedId(undefined);
        }}
      />
    </section>
  );
}
