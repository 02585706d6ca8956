import { useTranslation } from "react-i18next";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { heartsText } from "@/shared/texts";
import { useHeartsBalance } from "@/client/lib/session";
import { useEventAction, type EventDetail } from "../api";
import { PairLine } from "./come-as-a-pair";
import { showActionError } from "./show-action-error";
import { TopUpHere } from "./top-up-here";

/** On the waitlist: the place in line, the deposit a seat will need, and leaving. */
export function Waitlisted({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  const balance = useHeartsBalance();
  return (
    <>
      <p className="flex items-center gap-2 font-medium">
        <Badge variant="accent">{t("Waitlisted")}</Badge>
        {event.waitlistPosition === 1
          ? t("You're next in line.")
          : t("You're number {position} in line.", { position: event.waitlistPosition })}
      </p>
      <PairLine event={event} />
      {event.depositRequired > balance && (
        <p className="text-sm text-muted-foreground">
          {t("A seat needs the {deposit} deposit; you have {balance}.", {
            deposit: heartsText(t, event.depositRequired),
            balance: heartsText(t, balance),
          })}
        </p>
      )}
      {event.depositRequired > balance && <TopUpHere label={t("Top up")} />}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          action.mutate("leave-waitlist", {
            onSuccess: () => toast.success(t("You left the waitlist")),
            onError: showActionError,
          })
        }
        loading={action.isPending}
      >
        {t("Leave the waitlist")}
      </Button>
    </>
  );
}
