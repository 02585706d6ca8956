import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { depositBackText, heartsText } from "@/shared/texts";
import { useHeartsBalance } from "@/client/lib/session";
import { useEventAction, type EventDetail } from "../api";
import { WingpersonChoice, useWingperson } from "./come-as-a-pair";
import { showActionError } from "./show-action-error";
import { TopUpHere } from "./top-up-here";

/** RSVP, also as a walk-in once the event is under way and seats are free. */
export function Rsvp({ event, walkIn = false }: { event: EventDetail; walkIn?: boolean }) {
  const { t } = useTranslation();
  const { rsvp, pending, balance, wingperson, pairWaits } = useRsvp(event);
  const short = balance < event.depositRequired;
  return (
    <>
      {walkIn && (
        <p className="text-sm font-medium">
          {t(
            "It's under way and seats are free: walk in. RSVP here, then check in with the code at the venue.",
          )}
        </p>
      )}
      {event.depositRequired > 0 && (
        <p className="text-sm" data-testid="deposit-note">
          <Trans
            i18nKey="RSVP holds a deposit of <strong>{deposit}</strong>; you have <strong>{balance}</strong>."
            values={{
              deposit: heartsText(t, event.depositRequired),
              balance: heartsText(t, balance),
            }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      {short ? (
        <div role="status" className="grid gap-3 rounded-2xl bg-muted px-4 py-3 text-sm">
          <p>
            {t(
              "You need {count, plural, one {# more heart} other {# more hearts}} to RSVP. Top up here: the seat is not held meanwhile.",
              { count: event.depositRequired - balance },
            )}
          </p>
          <TopUpHere label={t("Top up hearts")} />
        </div>
      ) : (
        <>
          {!walkIn && <WingpersonChoice event={event} choice={wingperson} />}
          {pairWaits && (
            <p className="text-sm text-muted-foreground">
              {t("Only one seat is left: a pair waits on the waitlist until two free up together.")}
            </p>
          )}
          <Button onClick={rsvp} loading={pending} loadingText={t("Confirming…")}>
            {pairWaits
              ? t("Join the waitlist as a pair")
              : event.depositRequired > 0
                ? t("RSVP · hold {deposit}", { deposit: heartsText(t, event.depositRequired) })
                : t("RSVP")}
          </Button>
        </>
      )}
    </>
  );
}

/** The RSVP, alone or with a wingperson, and what the member is told when it's taken. */
function useRsvp(event: EventDetail) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  // The member's balance as every screen has it: a top-up made over this dialog shows at once.
  const balance = useHeartsBalance();
  const wingperson = useWingperson(event);
  // A pair needs two seats: with one left, it waits on the waitlist together.
  const pairWaits = wingperson.friend !== null && event.seatsLeft < 2;
  const rsvp = () =>
    action.mutate(
      wingperson.friend
        ? { action: pairWaits ? "join-waitlist" : "rsvp", wingpersonId: wingperson.friend.id }
        : "rsvp",
      {
        onSuccess: () =>
          pairWaits
            ? toast.success(
                t("You're on the waitlist as a pair"),
                t("We'll tell you when two seats free up."),
              )
            : wingperson.friend
              ? toast.success(
                  t("RSVP confirmed!"),
                  t("We've asked {name} to confirm: their seat is held meanwhile.", {
                    name: wingperson.friend.name,
                  }),
                )
              : toast.success(
                  t("RSVP confirmed!"),
                  event.depositRequired > 0
                    ? depositBackText(t, event.depositRequired)
                    : t("See you there!"),
                ),
        onError: showActionError,
      },
    );
  return { rsvp, pending: action.isPending, balance, wingperson, pairWaits };
}
