import { useTranslation } from "react-i18next";
import { type EventDetail } from "../api";
import { PairInvitation } from "./come-as-a-pair";
import { Going } from "./going";
import { JoinWaitlist } from "./join-waitlist";
import { Rsvp } from "./rsvp";
import { Waitlisted } from "./waitlisted";

/** The member's place at the event: RSVP, the waitlist, going (and checking in), or why not. */
export function YourPlace({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const started = event.phase !== "upcoming";
  const over = event.phase === "over";
  return (
    <section aria-label={t("Your place")} className="grid gap-3 border-t border-border pt-4">
      {event.cancelled ? (
        <p className="text-muted-foreground">{t("This event won't take place.")}</p>
      ) : over ? (
        <p className="text-muted-foreground">{t("This event is over.")}</p>
      ) : event.status === "going" ? (
        <Going event={event} started={started} />
      ) : !started && event.pair?.role === "invited" && event.pair.status === "pending" ? (
        <PairInvitation event={event} />
      ) : started ? (
        event.seatsLeft > 0 ? (
          <Rsvp event={event} walkIn />
        ) : (
          <p className="text-muted-foreground">
            {t("This event has started and every seat is taken.")}
          </p>
        )
      ) : event.status === "waitlisted" ? (
        <Waitlisted event={event} />
      ) : event.seatsLeft > 0 ? (
        <Rsvp event={event} />
      ) : (
        <JoinWaitlist event={event} />
      )}
    </section>
  );
}
