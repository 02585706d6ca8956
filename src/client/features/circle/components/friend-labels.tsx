import { Lock } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import type { TrustLevel } from "@/shared/constants";
import { relationshipStatusLabel, type RelationshipStatus } from "@/shared/options";
import type { CircleFriend } from "../api";

const trustVariant = { Close: "primary", Familiar: "accent", Casual: "default" } as const;

export function TrustBadge({ level }: { level: TrustLevel }) {
  return <Badge variant={trustVariant[level]}>{level}</Badge>;
}

/** 'Active' when the friend consents to be suggested, else 'Invite pending' with a lock. */
export function ConsentBadge({ consent }: { consent: boolean }) {
  return consent ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="outline">
      <Lock aria-label="Consent off" role="img" />
      Invite pending
    </Badge>
  );
}

export function MemberBadge() {
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      Member
    </Badge>
  );
}

/** A member was asked to confirm they are this friend and hasn't answered yet. */
export function InvitedBadge() {
  return (
    <Badge variant="outline" className="border-dashed">
      Member invited
    </Badge>
  );
}

export function statusLabel(status: RelationshipStatus): string {
  const label = relationshipStatusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "she/her · Bisexual" */
export function identityLine(friend: Pick<CircleFriend, "gender" | "sexuality">): string {
  const sexuality = friend.sexuality.charAt(0).toUpperCase() + friend.sexuality.slice(1);
  return `${friend.gender} · ${sexuality}`;
}
