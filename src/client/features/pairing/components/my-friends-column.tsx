import type { KeyboardEvent } from "react";
import type { PairingFriend } from "../api";
import { MyFriendChip } from "./my-friend-chip";

type MyFriendsColumnProps = {
  title: string;
  friends: PairingFriend[];
  selectedId: string | undefined;
  onToggle: (friend: PairingFriend) => void;
  hintId: string;
  onChipKeyDown: (event: KeyboardEvent<HTMLButtonElement>, friend: PairingFriend) => void;
  className?: string;
};

export function MyFriendsColumn({
  title,
  friends,
  selectedId,
  onToggle,
  hintId,
  onChipKeyDown,
  className,
}: MyFriendsColumnProps) {
  return (
    <section aria-label={title} className={className}>
      <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{title}</h3>
      {friends.length === 0 ? (
        <p className="text-sm text-muted-foreground">—</p>
      ) : (
        <ul className="grid gap-2">
          {friends.map((friend) => (
            <li key={friend.id}>
              <MyFriendChip
                friend={friend}
                selected={friend.id === selectedId}
                onToggle={() => onToggle(friend)}
                hintId={hintId}
                onKeyDown={(event) => onChipKeyDown(event, friend)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
