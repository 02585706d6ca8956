import { relationshipStatusLabel, type RelationshipStatus } from "@/shared/options";
import type { PairingFriend } from "../api";

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "she/her · Bisexual · Single" */
export function friendLine(
  friend: Pick<PairingFriend, "gender" | "sexuality" | "relationshipStatus">,
) {
  return `${friend.gender} · ${capitalise(friend.sexuality)} · ${statusLabel(friend.relationshipStatus)}`;
}

export function statusLabel(status: RelationshipStatus): string {
  return capitalise(relationshipStatusLabel(status));
}

/** "Nora's" — and "James'" for a name ending in s. */
export function possessive(name: string): string {
  const first = name.split(" ")[0] ?? name;
  return first.endsWith("s") ? `${first}'` : `${first}'s`;
}

export const firstName = (name: string) => name.split(" ")[0] ?? name;
