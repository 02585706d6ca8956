import { Heart, MapPin } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { formatEventTime } from "@/shared/event-time";
import { newYorkNote } from "@/client/lib/new-york-time";
import type { EventSummary } from "../api";
import { useTranslation } from "react-i18next";

function StatusBadge({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  if (event.cancelled) return <Badge variant="default">{t("Cancelled")}</Badge>;
  if (event.status === "going") return <Badge variant="success">{t("Going")}</Badge>;
  if (event.status === "waitlisted") return <Badge variant="accent">{t("Waitlisted")}</Badge>;
  if (event.seatsLeft === 0) return <Badge variant="outline">{t("Full")}</Badge>;
  return null;
}

/** "On now" while check-in is open, and the member's place: Going, Waitlisted or Full. */
export function EventBadges({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      {event.phase === "check-in" && !event.cancelled && (
        <Badge variant="primary">{t("On now")}</Badge>
      )}
      <StatusBadge event={event} />
    </span>
  );
}

/** Every upcoming event as a card; a card opens the event's detail. */
export function EventList({
  events,
  onOpen,
}: {
  events: EventSummary[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            onClick={() => onOpen(event.id)}
            className="grid w-full gap-1.5 rounded-card border border-border bg-surface p-4 text-left shadow-soft transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lifted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0 text-lg leading-snug font-semibold">{event.title}</span>
              <EventBadges event={event} />
            </span>
            <time dateTime={event.startsAt} className="text-sm text-accent-foreground">
              {formatEventTime(event.startsAt)}
              {newYorkNote(event.startsAt)}
            </time>
            <span className="flex items-start gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              <span className="min-w-0">{event.venue}</span>
            </span>
            <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <Heart aria-hidden className="size-3.5 text-primary" />
                {event.depositRequired > 0
                  ? t("{count, plural, one {# heart deposit} other {# hearts deposit}}", {
                      count: event.depositRequired,
                    })
                  : t("No deposit")}
              </span>
              <span>
                {event.seatsLeft > 0
                  ? t("{count, plural, one {# seat left} other {# seats left}}", {
                      count: event.seatsLeft,
                    })
                  : t("No seats left")}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
