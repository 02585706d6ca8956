import { relationshipStatusLabel, type RelationshipStatus } from "@/shared/options";
import { capitalise } from "@/client/lib/capitalise";
import type { PairingFriend, TheirFriend } from "../api";

export { capitalise };

/** "she/her · Bisexual · Single"; for a friend on Vouch "31 · she/her · Bisexual · Chelsea · Single". */
export function friendLine(
  friend: Pick<PairingFriend, "gender" | "sexuality" | "relationshipStatus"> &
    Partial<Pick<TheirFriend, "age" | "neighborhood">>,
) {
  return [
    friend.age,
    friend.gender,
    capitalise(friend.sexuality),
    friend.neighborhood,
    statusLabel(friend.relationshipStatus),
  ]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(" · ");
}

export function statusLabel(status: RelationshipStatus): string {
  return capitalise(relationshipStatusLabel(status));
}

/** "Nora's" — and "James'" for a name ending in s. */
export function possessive(name: string): string {
  const first = name.split(" ")[0] ?? name;
  return first.endsWith("s") ? `${first}'` : `${first}'s`;
}

export { firstName } from "@/client/lib/first-name";
