import { Trans } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { type EventDetail } from "../api";

/** The member's matches who are going, their faces and names. */
export function MatchesGoing({ event }: { event: EventDetail }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-accent px-4 py-3 text-sm text-accent-foreground">
      <div className="flex shrink-0 -space-x-2" aria-hidden>
        {event.matchesGoingMembers.slice(0, 3).map((match) => (
          <Avatar key={match.id} name={match.name} photo={match.mainPhoto} size="sm" />
        ))}
      </div>
      <p>
        <Trans
          i18nKey="{count, plural, one {Your match <strong>{names}</strong> is going.} other {Your matches <strong>{names}</strong> are going.}}"
          values={{
            count: event.matchesGoing.length,
            names: event.matchesGoing.join(", "),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
    </div>
  );
}
