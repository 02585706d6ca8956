import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle } from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError } from "@/client/lib/api";
import { isEventId, useEvent } from "../event-detail";
import { EventDetailBody } from "./event-detail-body";
import { EventLoadFailed } from "./event-load-failed";
import { EventUnavailable } from "./event-unavailable";

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
          <EventUnavailable onClose={onClose} />
        ) : event.isError ? (
          <EventLoadFailed
            message={event.error.message}
            retrying={event.isFetching}
            onRetry={() => event.refetch()}
          />
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
