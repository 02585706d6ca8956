import { RefreshCw, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useCheckInGuest, useDoor, useMarkNoShows, useRotateCode } from "../api";
import { EventCounts } from "./event-counts";
import { GuestState } from "./guest-list";

const showError = (error: Error) => toast.error("Error", error.message);

/** The door: the code large and as a QR code a member's phone scans, and the guests to check in. */
export function DoorPanel({ eventId }: { eventId: string }) {
  const door = useDoor(eventId);
  const rotate = useRotateCode(eventId);
  const checkIn = useCheckInGuest(eventId);
  const noShows = useMarkNoShows(eventId);
  const [confirming, setConfirming] = useState(false);
  if (door.isError) return <LoadFailed query={door} />;
  if (!door.data) return <Loading label="Loading the door" />;
  const { event, checkInCode, qrSvg, guests, ended } = door.data;
  const { started } = event;
  const going = guests.filter((g) => g.state !== "waiting");
  const cancelled = event.status === "cancelled";

  return (
    <div className="grid gap-5">
      <section
        aria-label="Check-in code"
        className="grid justify-items-center gap-3 rounded-card border border-border bg-surface p-4 text-center"
      >
        <p className="text-sm text-muted-foreground">Members scan this, or type the code</p>
        <img
          src={`data:image/svg+xml,${encodeURIComponent(qrSvg)}`}
          alt={`QR code for checking in with ${checkInCode}`}
          className="aspect-square w-full max-w-64 rounded-xl bg-white"
        />
        <p
          data-testid="door-code"
          className="font-mono text-5xl font-semibold tracking-[0.2em] break-all sm:text-6xl"
        >
          {checkInCode}
        </p>
        {!cancelled && !ended && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden />
            New code
          </Button>
        )}
      </section>
      <EventCounts event={event} />
      {ended && !cancelled && going.some((g) => g.state === "going") && (
        <Button
          variant="secondary"
          className="justify-self-start"
          loading={noShows.isPending}
          onClick={() =>
            noShows.mutate(undefined, {
              onSuccess: () => toast.success("No-shows marked", "Their deposits stay kept."),
              onError: showError,
            })
          }
        >
          <UserX aria-hidden />
          Mark the rest as no-shows
        </Button>
      )}
      {going.length === 0 ? (
        <p className="text-muted-foreground">Nobody is going yet.</p>
      ) : (
        <ul
          className="grid divide-y divide-border rounded-card border border-border"
          aria-label="At the door"
        >
          {going.map((guest) => (
            <li key={guest.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0 truncate">{guest.name}</span>
              {guest.state === "going" && started && !ended && !cancelled ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Check in ${guest.name}`}
                  loading={checkIn.isPending && checkIn.variables === guest.id}
                  onClick={() =>
                    checkIn.mutate(guest.id, {
                      onSuccess: () => toast.success(`${guest.name} is checked in`),
                      onError: showError,
                    })
                  }
                >
                  <UserCheck aria-hidden />
                  Check in
                </Button>
              ) : (
                <GuestState guest={guest} />
              )}
            </li>
          ))}
        </ul>
      )}
      {!started && !cancelled && (
        <p className="text-sm text-muted-foreground">Guests can be checked in once it starts.</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Show a new code?"
        description="The code shown now stops working: members check in with the new one."
        confirmLabel="New code"
        keepLabel="Keep this code"
        busyLabel="Changing…"
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success("New code", "The old one no longer works.");
            },
            onError: showError,
          })
        }
      />
    </div>
  );
}
