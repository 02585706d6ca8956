import { Trans, useTranslation } from "react-i18next";
import { ArrowLeft, Clock, Flag, Heart, MapPin, RefreshCw, Users } from "lucide-react";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { heartsText } from "@/shared/texts";
import { ReportDialog } from "@/client/features/safety";
import { ApiError } from "@/client/lib/api";
import { formatEventTime } from "@/shared/event-time";
import { newYorkNote } from "@/client/lib/new-york-time";
import { type EventDetail } from "../api";
import { isEventId, useEvent } from "../event-detail";
import { YourPlace } from "./your-place";

type EventDetailDialogProps = {
  eventId: string | null;
  onClose: () => void;
};

/** One event: what it is, who of the member's matches is going, and the one action that fits. */
export function EventDetailDialog({ eventId, onClose }: EventDetailDialogProps) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  // A link to an event that doesn't exist (mistyped, or removed): no use trying again.
  const unavailable =
    event.error instanceof ApiError && event.error.status >= 400 && event.error.status < 500;
  return (
    <Dialog open={eventId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        {event.data ? (
          <EventDetailBody event={event.data} />
        ) : unavailable || (eventId !== null && !isEventId(eventId)) ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <DialogTitle>{t("This event isn't available")}</DialogTitle>
            <p className="text-muted-foreground">
              {t(
                "The link may be mistyped, or the event was taken down. The events that are on are listed on this page.",
              )}
            </p>
            <Button variant="outline" onClick={onClose}>
              <ArrowLeft aria-hidden />
              {t("Back to events")}
            </Button>
          </div>
        ) : event.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <DialogTitle>{t("We couldn't load this event")}</DialogTitle>
            <p className="text-muted-foreground">{event.error.message}</p>
            <Button variant="outline" onClick={() => event.refetch()} loading={event.isFetching}>
              <RefreshCw aria-hidden />
              {t("Try again")}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-10 text-primary">
            <DialogTitle className="sr-only">{t("Loading the event")}</DialogTitle>
            <Spinner label={t("Loading the event")} className="size-6" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EventDetailBody({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {event.image && (
        <img
          src={event.image.url}
          alt=""
          className="-mt-2 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      )}
      <DialogHeader>
        <DialogTitle className="text-2xl">{event.title}</DialogTitle>
        <DialogDescription>{event.description}</DialogDescription>
      </DialogHeader>
      {event.cancelled && (
        <p role="status" className="flex items-center gap-2 font-medium">
          <Badge variant="default">{t("Cancelled")}</Badge>
          {t("Its host cancelled this event; every deposit held was given back.")}
        </p>
      )}

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

      {event.matchesGoing.length > 0 && (
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
      )}

      {event.hostMessages.length > 0 && (
        <section
          aria-label={t("From the host")}
          className="grid gap-2 rounded-2xl bg-muted px-4 py-3 text-sm"
        >
          <h3 className="font-medium">{t("From the host")}</h3>
          {event.hostMessages.map((m) => (
            <p key={m.sentAt} className="whitespace-pre-line">
              {m.body}
            </p>
          ))}
        </section>
      )}

      <YourPlace event={event} />

      <ReportDialog
        target={{ kind: "event", eventId: event.id }}
        subject={t("this event")}
        trigger={
          <Button variant="ghost" size="sm" className="justify-self-start text-muted-foreground">
            <Flag aria-hidden />
            {t("Report this event")}
          </Button>
        }
      />
    </>
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
