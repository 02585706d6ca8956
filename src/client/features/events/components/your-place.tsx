import { Trans, useTranslation } from "react-i18next";
import { CalendarPlus, Heart } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { TopUpDialog } from "@/client/features/hearts";
import { CANCEL_RSVP_TEXTS, depositBackText, heartsText } from "@/shared/texts";
import { useHeartsBalance } from "@/client/lib/session";
import { calendarFileHref, useEventAction, type EventActionResult, type EventDetail } from "../api";
import { CheckInForm } from "./check-in-form";
import { PairInvitation, PairLine, WingpersonChoice, useWingperson } from "./come-as-a-pair";
import { YourTable } from "./your-table";
import { i18n } from "@/shared/i18n/i18n";

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

const showError = (error: Error) => toast.error(i18n.t("Error"), error.message);

/** Tops up in place: the member stays on the event, the dialog still open. */
function TopUpHere({ label }: { label: string }) {
  return (
    <TopUpDialog
      trigger={
        <Button variant="secondary" size="sm" className="justify-self-start">
          <Heart aria-hidden />
          {label}
        </Button>
      }
    />
  );
}

/** RSVP, also as a walk-in once the event is under way and seats are free. */
function Rsvp({ event, walkIn = false }: { event: EventDetail; walkIn?: boolean }) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  // The member's balance as every screen has it: a top-up made over this dialog shows at once.
  const balance = useHeartsBalance();
  const short = balance < event.depositRequired;
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
        onError: showError,
      },
    );

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
          <Button onClick={rsvp} loading={action.isPending} loadingText={t("Confirming…")}>
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

function Going({ event, started }: { event: EventDetail; started: boolean }) {
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
      onError: showError,
    });

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
      )}
    </>
  );
}

function JoinWaitlist({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  const wingperson = useWingperson(event);
  return (
    <>
      <p className="text-sm">
        {t(
          "This event is full. Join the waitlist: nothing is held while you wait, and if a seat frees up and you have the deposit, it's yours.",
        )}
      </p>
      <WingpersonChoice event={event} choice={wingperson} />
      <Button
        variant="secondary"
        onClick={() =>
          action.mutate(
            wingperson.friend
              ? { action: "join-waitlist", wingpersonId: wingperson.friend.id }
              : "join-waitlist",
            {
              onSuccess: () =>
                toast.success(
                  t("You're on the waitlist"),
                  t("We'll tell you here if a seat frees up."),
                ),
              onError: showError,
            },
          )
        }
        loading={action.isPending}
      >
        {t("Join the waitlist")}
      </Button>
    </>
  );
}

function Waitlisted({ event }: { event: EventDetail }) {
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
            onError: showError,
          })
        }
        loading={action.isPending}
      >
        {t("Leave the waitlist")}
      </Button>
    </>
  );
}
