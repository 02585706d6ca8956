import { useTranslation } from "react-i18next";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { CANCEL_RSVP_TEXTS } from "@/shared/texts";
import { calendarFileHref, useEventAction, type EventActionResult, type EventDetail } from "../api";
import { showActionError } from "./show-action-error";

/** Before the event: add it to a calendar, or cancel the RSVP once what that costs is confirmed. */
export function CancelRsvp({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  const [confirming, setConfirming] = useState(false);
  const depositText =
    event.depositRequired > 0
      ? CANCEL_RSVP_TEXTS.deposit(t, event.depositRequired, event.cancelRefunds)
      : null;
  const cancel = () =>
    action.mutate("cancel", {
      onSuccess: ({ refunded }: EventActionResult) => {
        setConfirming(false);
        toast.success(
          t("RSVP cancelled"),
          refunded > 0
            ? CANCEL_RSVP_TEXTS.refunded(t, refunded)
            : event.depositRequired > 0
              ? CANCEL_RSVP_TEXTS.kept(t)
              : undefined,
        );
      },
      onError: showActionError,
    });

  return (
    <div className="grid gap-2">
      {depositText && (
        <p className="text-sm text-muted-foreground" data-testid="cancel-note">
          {t("If you cancel: {consequence}", { consequence: depositText })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={calendarFileHref(event.id)} download>
            <CalendarPlus aria-hidden />
            {t("Add to calendar")}
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t("Cancel RSVP")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Cancel your RSVP to {title}?", { title: event.title })}
        description={
          <span data-testid="cancel-confirm-text">
            {depositText && <>{depositText} </>}
            {CANCEL_RSVP_TEXTS.seat}
          </span>
        }
        keepLabel={t("Keep my seat")}
        confirmLabel={t("Cancel RSVP")}
        busyLabel={t("Cancelling…")}
        busy={action.isPending}
        onConfirm={cancel}
      />
    </div>
  );
}
