import { i18n } from "@/shared/i18n/i18n";
import { relationshipStatusLabel, sexualityLabel, type RelationshipStatus } from "@/shared/options";
import { capitalise } from "@/client/lib/capitalise";
import { firstName } from "@/client/lib/first-name";
import type { Pairing, PairingFriend, TheirFriend } from "../api";

export { capitalise };

/** "she/her · Bisexual · Single"; for a friend on Vouch "31 · she/her · Bisexual · Chelsea · Single". */
export function friendLine(
  friend: Pick<PairingFriend, "gender" | "sexuality" | "relationshipStatus"> &
    Partial<Pick<TheirFriend, "age" | "neighborhood">>,
) {
  return [
    friend.age,
    friend.gender,
    capitalise(sexualityLabel(friend.sexuality)),
    friend.neighborhood,
    statusLabel(friend.relationshipStatus),
  ]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(" · ");
}

export function statusLabel(status: RelationshipStatus): string {
  return capitalise(relationshipStatusLabel(status));
}

/** "Nora's", "James'" for a name ending in s, and "a former member's" for one who left. */
export function possessive(name: string): string {
  const first = firstName(name);
  return first.endsWith("s") ? `${first}'` : `${first}'s`;
}

export { firstName };

/**
 * Who a pairing pairs, as its suggester or its target reads it: "Your friend Amy with Nora's
 * friend Tomás"; "A former member's friend Tomás…" once the other member left.
 */
export function pairingLine({
  role,
  suggesterName,
  targetName,
  suggesterFriend,
  targetFriend,
}: Pick<Pairing, "role" | "suggesterName" | "targetName" | "suggesterFriend" | "targetFriend">) {
  const [a, b] = [firstName(suggesterFriend.name), firstName(targetFriend.name)];
  // English says the other member's possessive ("Nora's"); other languages name them ("Nora").
  return role === "made"
    ? i18n.t("Your friend {a} with {possessive} friend {b}", {
        a,
        b,
        possessive: possessive(targetName),
        member: firstName(targetName),
      })
    : i18n.t("{possessive} friend {a} with your friend {b}", {
        a,
        b,
        possessive: capitalise(possessive(suggesterName)),
        member: firstName(suggesterName),
      });
}
