import { useTranslation } from "react-i18next";
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

/** The member's place at the event: RSVP, the waitlist, going (and checking in), or why not. */
export function YourPlace({ event }: { event: EventDetail }) {
  const started = event.phase !== "upcoming";
  const over = event.phase === "over";
  return (
    <section aria-label="Your place" className="grid gap-3 border-t border-border pt-4">
      {event.cancelled ? (
        <p className="text-muted-foreground">This event won&apos;t take place.</p>
      ) : over ? (
        <p className="text-muted-foreground">This event is over.</p>
      ) : event.status === "going" ? (
        <Going event={event} started={started} />
      ) : !started && event.pair?.role === "invited" && event.pair.status === "pending" ? (
        <PairInvitation event={event} />
      ) : started ? (
        event.seatsLeft > 0 ? (
          <Rsvp event={event} walkIn />
        ) : (
          <p className="text-muted-foreground">This event has started and every seat is taken.</p>
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

const showError = (error: Error) => toast.error("Error", error.message);

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
                "You're on the waitlist as a pair",
                "We'll tell you when two seats free up.",
              )
            : wingperson.friend
              ? toast.success(
                  "RSVP confirmed!",
                  `We've asked ${wingperson.friend.name} to confirm: their seat is held meanwhile.`,
                )
              : toast.success(
                  "RSVP confirmed!",
                  event.depositRequired > 0
                    ? depositBackText(t, event.depositRequired)
                    : "See you there!",
                ),
        onError: showError,
      },
    );

  return (
    <>
      {walkIn && (
        <p className="text-sm font-medium">
          It's under way and seats are free: walk in. RSVP here, then check in with the code at the
          venue.
        </p>
      )}
      {event.depositRequired > 0 && (
        <p className="text-sm" data-testid="deposit-note">
          RSVP holds a deposit of <strong>{heartsText(t, event.depositRequired)}</strong>; you have{" "}
          <strong>{heartsText(t, balance)}</strong>.
        </p>
      )}
      {short ? (
        <div role="status" className="grid gap-3 rounded-2xl bg-muted px-4 py-3 text-sm">
          <p>
            You need {event.depositRequired - balance} more{" "}
            {event.depositRequired - balance === 1 ? "heart" : "hearts"} to RSVP. Top up here: the
            seat is not held meanwhile.
          </p>
          <TopUpHere label="Top up hearts" />
        </div>
      ) : (
        <>
          {!walkIn && <WingpersonChoice event={event} choice={wingperson} />}
          {pairWaits && (
            <p className="text-sm text-muted-foreground">
              Only one seat is left: a pair waits on the waitlist until two free up together.
            </p>
          )}
          <Button onClick={rsvp} loading={action.isPending} loadingText="Confirming…">
            {pairWaits
              ? "Join the waitlist as a pair"
              : event.depositRequired > 0
                ? `RSVP · hold ${heartsText(t, event.depositRequired)}`
                : "RSVP"}
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
          "RSVP cancelled",
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
        <Badge variant="success">{event.checkedIn ? "Checked in" : "Going"}</Badge>
        {event.checkedIn ? "Enjoy the evening!" : "You're going."}
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
              If you cancel: {depositText}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary" size="sm">
              <a href={calendarFileHref(event.id)} download>
                <CalendarPlus aria-hidden />
                Add to calendar
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Cancel RSVP
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Cancel your RSVP to ${event.title}?`}
            description={
              <span data-testid="cancel-confirm-text">
                {depositText && <>{depositText} </>}
                {CANCEL_RSVP_TEXTS.seat}
              </span>
            }
            keepLabel="Keep my seat"
            confirmLabel="Cancel RSVP"
            busyLabel="Cancelling…"
            busy={action.isPending}
            onConfirm={cancel}
          />
        </div>
      )}
    </>
  );
}

function JoinWaitlist({ event }: { event: EventDetail }) {
  const action = useEventAction(event.id);
  const wingperson = useWingperson(event);
  return (
    <>
      <p className="text-sm">
        This event is full. Join the waitlist: nothing is held while you wait, and if a seat frees
        up and you have the deposit, it's yours.
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
                toast.success("You're on the waitlist", "We'll tell you here if a seat frees up."),
              onError: showError,
            },
          )
        }
        loading={action.isPending}
      >
        Join the waitlist
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
        <Badge variant="accent">Waitlisted</Badge>
        {event.waitlistPosition === 1
          ? "You're next in line."
          : `You're number ${event.waitlistPosition} in line.`}
      </p>
      <PairLine event={event} />
      {event.depositRequired > balance && (
        <p className="text-sm text-muted-foreground">
          A seat needs the {heartsText(t, event.depositRequired)} deposit; you have{" "}
          {heartsText(t, balance)}.
        </p>
      )}
      {event.depositRequired > balance && <TopUpHere label="Top up" />}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          action.mutate("leave-waitlist", {
            onSuccess: () => toast.success("You left the waitlist"),
            onError: showError,
          })
        }
        loading={action.isPending}
      >
        Leave the waitlist
      </Button>
    </>
  );
}
