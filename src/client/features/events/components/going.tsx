import { useTranslation } from "react-i18next";
import { Badge } from "@/client/components/ui/badge";
import { type EventDetail } from "../api";
import { CancelRsvp } from "./cancel-rsvp";
import { CheckInForm } from "./check-in-form";
import { PairLine } from "./come-as-a-pair";
import { YourTable } from "./your-table";

/** Going: before it starts, the calendar and cancelling; once under way, check-in, then the table. */
export function Going({ event, started }: { event: EventDetail; started: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="flex items-center gap-2 font-medium">
        <Badge variant="success">{event.checkedIn ? t("Checked in") : t("Going")}</Badge>
        {event.checkedIn ? t("Enjoy the evening!") : t("You're going.")}
      </p>
      <PairLine event={event} />
      {started ? (
        event.checkedIn ? (
          event.table && <YourTable table={event.table} />
        ) : (
          <CheckInForm event={event} />
        )
      ) : (
        <CancelRsvp event={event} />
      )}
    </>
  );
}
