import { useTranslation } from "react-i18next";
import { Clock, Heart, MapPin, Users } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { heartsText } from "@/shared/texts";
import { formatEventTime } from "@/shared/event-time";
import { newYorkNote } from "@/client/lib/new-york-time";
import { type EventDetail } from "../api";

/** When and where, the deposit and the seats: each a line with its icon. */
export function EventFacts({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-2 text-[0.95rem]">
      <Fact icon={Clock} term={t("When")}>
        <time dateTime={event.startsAt}>{formatEventTime(event.startsAt)}</time>
        <span className="text-muted-foreground">{newYorkNote(event.startsAt)}</span>
      </Fact>
      <Fact icon={MapPin} term={t("Where")}>
        {event.venue}
        {event.venueAddress && (
          <span className="text-muted-foreground">, {event.venueAddress}</span>
        )}
        {event.venueVerified && (
          <Badge variant="success" className="ml-2 align-middle">
            {t("Verified venue")}
          </Badge>
        )}
      </Fact>
      <Fact icon={Heart} term={t("Deposit")}>
        {event.cancelled
          ? t("None held: deposits were given back")
          : event.depositRequired > 0
            ? t("{deposit}, back when you check in", {
                deposit: heartsText(t, event.depositRequired),
              })
            : t("None")}
      </Fact>
      {!event.cancelled && (
        <Fact icon={Users} term={t("Seats")}>
          {event.seatsLeft > 0
            ? t("{left} of {capacity} left", { left: event.seatsLeft, capacity: event.capacity })
            : t("Full")}
          <span className="text-muted-foreground">
            {" · "}
            {t("{count} going", { count: event.going })}
          </span>
        </Fact>
      )}
    </dl>
  );
}

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof Clock;
  term: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
      <dt className="sr-only">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
