import { useTranslation } from "react-i18next";
import { Flag } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { ReportDialog } from "@/client/features/safety";
import { type EventDetail } from "../api";
import { EventFacts } from "./event-facts";
import { HostMessages } from "./host-messages";
import { MatchesGoing } from "./matches-going";
import { YourPlace } from "./your-place";

/** The loaded event, top to bottom: picture, title, facts, who's going, the host's word, your place. */
export function EventDetailBody({ event }: { event: EventDetail }) {
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

      <EventFacts event={event} />

      {event.matchesGoing.length > 0 && <MatchesGoing event={event} />}

      {event.hostMessages.length > 0 && <HostMessages messages={event.hostMessages} />}

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
