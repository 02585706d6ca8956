import { ChevronRight } from "lucide-react";
import { Avatar } from "@/client/components/ui/avatar";
import type { CircleFriend } from "../api";
import {
  ConsentBadge,
  identityLine,
  InvitedBadge,
  MemberBadge,
  statusLabel,
  TrustBadge,
} from "./friend-labels";

type FriendCardProps = { friend: CircleFriend; onOpen: () => void };

export function FriendCard({ friend, onOpen }: FriendCardProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="flex w-full items-center gap-3.5 rounded-card border border-border bg-surface p-4 text-left shadow-soft transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-lifted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
      <span aria-hidden className="contents">
        <Avatar name={friend.name} photo={friend.mainPhoto} size="lg" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="text-lg leading-tight font-semibold">{friend.name}</span>
        <span className="text-sm text-muted-foreground">
          {identityLine(friend)}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {statusLabel(friend.relationshipStatus)}
        </span>
        <span className="mt-0.5 flex flex-wrap items-center gap-1.5">
          <TrustBadge level={friend.trustLevel} />
          <ConsentBadge consent={friend.consent} />
          {friend.isMember && <MemberBadge />}
          {friend.invitedUsername && <InvitedBadge />}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </button>
  );
}
