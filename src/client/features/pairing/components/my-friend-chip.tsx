import { useDraggable } from "@dnd-kit/core";
import { Check } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { cn } from "@/client/lib/cn";
import type { PairingFriend } from "../api";
import { cardFocus } from "./card-focus";

type MyFriendChipProps = {
  friend: PairingFriend;
  selected: boolean;
  onToggle: () => void;
  hintId: string;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** One of your friends: drag it onto one of theirs, or press it to select, then press "Pair". */
export function MyFriendChip({ friend, selected, onToggle, hintId, onKeyDown }: MyFriendChipProps) {
  const { t } = useTranslation();
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: friend.id, data: { friend } });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...listeners}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      aria-pressed={selected}
      aria-describedby={hintId}
      data-friend-id={friend.id}
      className={cn(
        "relative flex w-full touch-manipulation items-center gap-2.5 rounded-2xl border bg-surface p-2.5 text-left shadow-soft transition-[border-color,box-shadow,opacity] select-none",
        "cursor-grab hover:border-primary/50 active:cursor-grabbing",
        cardFocus,
        selected ? "border-primary ring-2 ring-primary/40" : "border-border",
        isDragging && "opacity-40",
      )}
    >
      <span aria-hidden className="contents">
        <Avatar name={friend.name} photo={friend.mainPhoto} size="sm" />
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="truncate text-sm leading-tight font-medium">{friend.name}</span>
        {friend.isMember && <span className="text-xs text-primary">{t("Member")}</span>}
      </span>
      {selected && (
        <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Check aria-hidden className="size-3.5" />
        </span>
      )}
    </button>
  );
}

/** The chip as it follows the pointer while dragged. */
export function DraggedFriend({ friend }: { friend: PairingFriend }) {
  return (
    <div className="flex w-44 items-center gap-2.5 rounded-2xl border border-primary bg-surface p-2.5 shadow-lifted">
      <Avatar name={friend.name} photo={friend.mainPhoto} size="sm" />
      <span className="truncate text-sm font-medium">{friend.name}</span>
    </div>
  );
}
