import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PairingFriend } from "../api";
import { dragAnnouncements, friendOf } from "./drag-announcements";
import { DraggedFriend } from "./my-friend-chip";
import type { PairDraft } from "./suggest-match-dialog";

type PairByDragProps = {
  samePerson: (mine?: PairingFriend, theirs?: PairingFriend) => boolean;
  /** One of your friends was dropped on one of theirs. */
  onPair: (pair: PairDraft) => void;
  children: ReactNode;
};

/** Drag one of your friends (mouse, or a short hold on touch) onto one of theirs to pair them. */
export function PairByDrag({ samePerson, onPair, children }: PairByDragProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<PairingFriend>();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short hold starts a drag, so a swipe still scrolls the page and a tap still selects.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
  const onDragStart = ({ active }: DragStartEvent) => setDragged(friendOf(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(undefined);
    const mine = friendOf(active.data.current);
    const theirs = friendOf(over?.data.current);
    if (mine && theirs) onPair({ mine, theirs });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(undefined)}
      accessibility={{ announcements: dragAnnouncements(t, samePerson) }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && <DraggedFriend friend={dragged} />}
      </DragOverlay>
    </DndContext>
  );
}
