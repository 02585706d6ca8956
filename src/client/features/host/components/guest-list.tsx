import { Download, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { HOST_MESSAGE_MAX_LENGTH } from "@/shared/constants";
import { guestsCsvHref, useGuestList, useMessageGuests, type Guest } from "../api";
import { EventCounts } from "./event-counts";

const STATE_LABEL: Record<Guest["state"], string> = {
  going: "Going",
  waiting: "Waiting",
  checkedIn: "Checked in",
  noShow: "No-show",
};

export function GuestState({ guest }: { guest: Guest }) {
  const variant =
    guest.state === "checkedIn" ? "success" : guest.state === "waiting" ? "accent" : "outline";
  return (
    <Badge variant={variant}>
      {guest.state === "waiting" ? `Waiting #${guest.waitlistPosition}` : STATE_LABEL[guest.state]}
    </Badge>
  );
}

/** Who is coming, by name; the CSV; a message to everyone going. */
export function GuestListPanel({ eventId }: { eventId: string }) {
  const list = useGuestList(eventId);
  if (list.isError) return <LoadFailed query={list} />;
  if (!list.data) return <Loading label="Loading the guest list" />;
  const { event, guests } = list.data;
  return (
    <div className="grid gap-5">
      <EventCounts event={event} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={guestsCsvHref(eventId)} download>
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </div>
      {guests.length === 0 ? (
        <p className="text-muted-foreground">Nobody has RSVPed yet.</p>
      ) : (
        <ul
          className="grid divide-y divide-border rounded-card border border-border"
          aria-label="Guests"
        >
          {guests.map((guest) => (
            <li key={guest.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="grid min-w-0">
                <span className="truncate">{guest.name}</span>
                {guest.pairedWith && (
                  <span className="truncate text-sm text-muted-foreground">
                    {guest.pairedWith.confirmed
                      ? `Pair with ${guest.pairedWith.name}`
                      : `Pair with ${guest.pairedWith.name} (not confirmed yet)`}
                  </span>
                )}
              </span>
              <GuestState guest={guest} />
            </li>
          ))}
        </ul>
      )}
      {event.status === "published" && (
        <MessageGuests eventId={eventId} going={event.counts.going} />
      )}
    </div>
  );
}

function MessageGuests({ eventId, going }: { eventId: string; going: number }) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const send = useMessageGuests(eventId);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) return setError("Enter the message");
    setError(undefined);
    send.mutate(body, {
      onSuccess: ({ told }) => {
        setBody("");
        toast.success("Message sent", `${told} ${told === 1 ? "guest" : "guests"} told.`);
      },
      onError: (err) => {
        setError(err.message);
        toast.error("Not sent", err.message);
      },
    });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t border-border pt-4">
      <Field
        label="Message everyone going"
        hint={`Each of the ${going} going is notified and reads it on the event.`}
        error={error}
      >
        <Textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={HOST_MESSAGE_MAX_LENGTH}
          count={body.length}
          rows={3}
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        className="justify-self-start"
        loading={send.isPending}
        loadingText="Sending…"
      >
        <Send aria-hidden />
        Send message
      </Button>
    </form>
  );
}
