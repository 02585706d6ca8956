import { format } from "date-fns";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { MatchHistoryItem } from "../api";
import { useFriendDetails } from "../api";
import { onDeviceClock } from "@/client/lib/on-device-clock";

const statusBadge = {
  pending: { label: "Pending", variant: "outline" },
  approved: { label: "Approved", variant: "accent" },
  declined: { label: "Declined", variant: "default" },
  matched: { label: "Matched", variant: "success" },
} as const;

export const NO_HISTORY = "No match history yet. Start by suggesting one of their friends.";

/** The pairing suggestions this friend was part of, newest first. */
export function MatchHistory({ friendId }: { friendId: string }) {
  const details = useFriendDetails(friendId);

  if (details.isPending) {
    return (
      <div className="flex justify-center py-4 text-primary">
        <Spinner label="Loading match history" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-muted-foreground">Failed to load data. {details.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => details.refetch()}
          loading={details.isFetching}
        >
          Try again
        </Button>
      </div>
    );
  }
  const items = details.data.matchHistory;
  if (items.length === 0) {
    return <p className="text-sm leading-relaxed text-muted-foreground">{NO_HISTORY}</p>;
  }
  return (
    <ul className="grid gap-2.5">
      {items.map((item) => (
        <MatchHistoryRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function MatchHistoryRow({ item }: { item: MatchHistoryItem }) {
  const badge = statusBadge[item.status];
  return (
    <li className="grid gap-1 rounded-xl border border-border bg-background/60 px-3.5 py-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-[0.95rem] font-medium">With {item.otherFriendName}</p>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {item.direction === "made"
          ? `You suggested this to ${item.otherMemberName}`
          : `Suggested by ${item.otherMemberName}`}
        {" · "}
        <time dateTime={item.createdAt}>
          {format(onDeviceClock(item.createdAt), "MMM d, yyyy")}
        </time>
      </p>
      {item.reason && (
        <p className="line-clamp-2 text-sm leading-snug text-foreground/80">“{item.reason}”</p>
      )}
    </li>
  );
}
