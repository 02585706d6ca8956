import {
  ArrowLeft,
  CalendarPlus,
  CheckCircle2,
  Clock,
  Flag,
  Heart,
  MapPin,
  RefreshCw,
  Users,
} from "lucide-react";
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
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
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { TopUpDialog } from "@/client/features/hearts";
import { CANCEL_RSVP_TEXTS, depositBackText, heartsText } from "@/shared/texts";
import { useHeartsBalance } from "@/client/lib/session";
import { ReportDialog } from "@/client/features/safety";
import { ApiError } from "@/client/lib/api";
import { formatEventTime } from "@/shared/event-time";
import { newYorkNote } from "@/client/lib/new-york-time";
import { CHECK_IN_CODE_LENGTH } from "@/shared/constants";
import {
  calendarFileHref,
  useCheckIn,
  useEventAction,
  type EventActionResult,
  type EventDetail,
} from "../api";
import { isEventId, useEvent } from "../event-detail";
import { CHECK_IN_CODE_PARAM } from "@/shared/app-paths";
import { useSearchParams } from "react-router";

type EventDetailDialogProps = {
  eventId: string | null;
  onClose: () => void;
};

/** One event: what it is, who of the member's matches is going, and the one action that fits. */
export function EventDetailDialog({ eventId, onClose }: EventDetailDialogProps) {
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
            <DialogTitle>This event isn't available</DialogTitle>
            <p className="text-muted-foreground">
              The link may be mistyped, or the event was taken down. The events that are on are
              listed on this page.
            </p>
            <Button variant="outline" onClick={onClose}>
              <ArrowLeft aria-hidden />
              Back to events
            </Button>
          </div>
        ) : event.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <DialogTitle>We couldn't load this event</DialogTitle>
            <p className="text-muted-foreground">{event.error.message}</p>
            <Button variant="outline" onClick={() => event.refetch()} loading={event.isFetching}>
              <RefreshCw aria-hidden />
              Try again
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-10 text-primary">
            <DialogTitle className="sr-only">Loading the event</DialogTitle>
            <Spinner label="Loading the event" className="size-6" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EventDetailBody({ event }: { event: EventDetail }) {
  const started = event.phase !== "upcoming";
  const over = event.phase === "over";

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
          <Badge variant="default">Cancelled</Badge>
          Its host cancelled this event; every deposit held was given back.
        </p>
      )}

      <dl className="grid gap-2 text-[0.95rem]">
        <Fact icon={Clock} term="When">
          <time dateTime={event.startsAt}>{formatEventTime(event.startsAt)}</time>
          <span className="text-muted-foreground">{newYorkNote(event.startsAt)}</span>
        </Fact>
        <Fact icon={MapPin} term="Where">
          {event.venue}
          {event.venueAddress && (
            <span className="text-muted-foreground">, {event.venueAddress}</span>
          )}
          {event.venueVerified && (
            <Badge variant="success" className="ml-2 align-middle">
              Verified venue
            </Badge>
          )}
        </Fact>
        <Fact icon={Heart} term="Deposit">
          {event.cancelled
            ? "None held: deposits were given back"
            : event.depositRequired > 0
              ? `${heartsText(event.depositRequired)}, back when you check in`
              : "None"}
        </Fact>
        {!event.cancelled && (
          <Fact icon={Users} term="Seats">
            {event.seatsLeft > 0 ? `${event.seatsLeft} of ${event.capacity} left` : "Full"}
            <span className="text-muted-foreground"> · {event.going} going</span>
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
            Your {event.matchesGoing.length === 1 ? "match" : "matches"}{" "}
            <strong>{event.matchesGoing.join(", ")}</strong>{" "}
            {event.matchesGoing.length === 1 ? "is" : "are"} going.
          </p>
        </div>
      )}

      {event.hostMessages.length > 0 && (
        <section
          aria-label="From the host"
          className="grid gap-2 rounded-2xl bg-muted px-4 py-3 text-sm"
        >
          <h3 className="font-medium">From the host</h3>
          {event.hostMessages.map((m) => (
            <p key={m.sentAt} className="whitespace-pre-line">
              {m.body}
            </p>
          ))}
        </section>
      )}

      <section aria-label="Your place" className="grid gap-3 border-t border-border pt-4">
        {event.cancelled ? (
          <p className="text-muted-foreground">This event won&apos;t take place.</p>
        ) : over ? (
          <p className="text-muted-foreground">This event is over.</p>
        ) : event.status === "going" ? (
          <Going event={event} started={started} />
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

      <ReportDialog
        target={{ kind: "event", eventId: event.id }}
        subject="this event"
        trigger={
          <Button variant="ghost" size="sm" className="justify-self-start text-muted-foreground">
            <Flag aria-hidden />
            Report this event
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
  const action = useEventAction(event.id);
  // The member's balance as every screen has it: a top-up made over this dialog shows at once.
  const balance = useHeartsBalance();
  const short = balance < event.depositRequired;
  const rsvp = () =>
    action.mutate("rsvp", {
      onSuccess: () =>
        toast.success(
          "RSVP confirmed!",
          event.depositRequired > 0 ? depositBackText(event.depositRequired) : "See you there!",
        ),
      onError: showError,
    });

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
          RSVP holds a deposit of <strong>{heartsText(event.depositRequired)}</strong>; you have{" "}
          <strong>{heartsText(balance)}</strong>.
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
        <Button onClick={rsvp} loading={action.isPending} loadingText="Confirming…">
          {event.depositRequired > 0 ? `RSVP · hold ${heartsText(event.depositRequired)}` : "RSVP"}
        </Button>
      )}
    </>
  );
}

function Going({ event, started }: { event: EventDetail; started: boolean }) {
  const action = useEventAction(event.id);
  const [confirming, setConfirming] = useState(false);
  const depositText =
    event.depositRequired > 0
      ? CANCEL_RSVP_TEXTS.deposit(event.depositRequired, event.cancelRefunds)
      : null;
  const cancel = () =>
    action.mutate("cancel", {
      onSuccess: ({ refunded }: EventActionResult) => {
        setConfirming(false);
        toast.success(
          "RSVP cancelled",
          refunded > 0
            ? CANCEL_RSVP_TEXTS.refunded(refunded)
            : event.depositRequired > 0
              ? CANCEL_RSVP_TEXTS.kept
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
      {started ? (
        event.checkedIn ? null : (
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

function CheckInForm({ event }: { event: EventDetail }) {
  // The door's QR code opens this with the code filled: the member only confirms.
  const [params] = useSearchParams();
  const [code, setCode] = useState(() =>
    (params.get(CHECK_IN_CODE_PARAM) ?? "").toUpperCase().slice(0, CHECK_IN_CODE_LENGTH),
  );
  const [error, setError] = useState<string | undefined>();
  const checkIn = useCheckIn(event.id);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    checkIn.mutate(
      { code },
      {
        onSuccess: ({ refunded }) =>
          toast.success(
            "You're checked in!",
            refunded > 0
              ? `Your ${heartsText(refunded)} deposit is back.`
              : "Have a lovely evening.",
          ),
        onError: (err) => {
          const message =
            err instanceof ApiError && err.code === "wrong_check_in_code"
              ? "That code doesn't match. Check the code shown at the venue."
              : err.message;
          setError(message);
          toast.error("Check-in failed", message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Field
        label="Check-in code"
        hint={`The ${CHECK_IN_CODE_LENGTH}-character code shown at the venue.`}
        error={error}
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={CHECK_IN_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-[0.3em] uppercase"
        />
      </Field>
      <Button
        type="submit"
        disabled={code.trim().length !== CHECK_IN_CODE_LENGTH}
        loading={checkIn.isPending}
        loadingText="Checking in…"
      >
        <CheckCircle2 aria-hidden />
        Check in
      </Button>
    </form>
  );
}

function JoinWaitlist({ event }: { event: EventDetail }) {
  const action = useEventAction(event.id);
  return (
    <>
      <p className="text-sm">
        This event is full. Join the waitlist: nothing is held while you wait, and if a seat frees
        up and you have the deposit, it's yours.
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          action.mutate("join-waitlist", {
            onSuccess: () =>
              toast.success("You're on the waitlist", "We'll tell you here if a seat frees up."),
            onError: showError,
          })
        }
        loading={action.isPending}
      >
        Join the waitlist
      </Button>
    </>
  );
}

function Waitlisted({ event }: { event: EventDetail }) {
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
      {event.depositRequired > balance && (
        <p className="text-sm text-muted-foreground">
          A seat needs the {heartsText(event.depositRequired)} deposit; you have{" "}
          {heartsText(balance)}.
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
