import { RefreshCw, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useCheckInGuest, useDoor, useMarkNoShows, useRotateCode } from "../api";
import { EventCounts } from "./event-counts";
import { GuestState } from "./guest-list";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

const showError = (error: Error) => toast.error(i18n.t("Error"), error.message);

/** The door: the code large and as a QR code a member's phone scans, and the guests to check in. */
export function DoorPanel({ eventId }: { eventId: string }) {
  const door = useDoor(eventId);
  const rotate = useRotateCode(eventId);
  const checkIn = useCheckInGuest(eventId);
  const noShows = useMarkNoShows(eventId);
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation();
  if (door.isError) return <LoadFailed query={door} />;
  if (!door.data) return <Loading label={t("Loading the door")} />;
  const { event, checkInCode, qrSvg, guests, ended } = door.data;
  const { started } = event;
  const going = guests.filter((g) => g.state !== "waiting");
  const cancelled = event.status === "cancelled";

  return (
    <div className="grid gap-5">
      <section
        aria-label={t("Check-in code")}
        className="grid justify-items-center gap-3 rounded-card border border-border bg-surface p-4 text-center"
      >
        <p className="text-sm text-muted-foreground">{t("Members scan this, or type the code")}</p>
        <img
          src={`data:image/svg+xml,${encodeURIComponent(qrSvg)}`}
          alt={t("QR code for checking in with {code}", { code: checkInCode })}
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
            {t("New code")}
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
              onSuccess: () => toast.success(t("No-shows marked"), t("Their deposits stay kept.")),
              onError: showError,
            })
          }
        >
          <UserX aria-hidden />
          {t("Mark the rest as no-shows")}
        </Button>
      )}
      {going.length === 0 ? (
        <p className="text-muted-foreground">{t("Nobody is going yet.")}</p>
      ) : (
        <ul
          className="grid divide-y divide-border rounded-card border border-border"
          aria-label={t("At the door")}
        >
          {going.map((guest) => (
            <li key={guest.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0 truncate">{guest.name}</span>
              {guest.state === "going" && started && !ended && !cancelled ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("Check in {name}", { name: guest.name })}
                  loading={checkIn.isPending && checkIn.variables === guest.id}
                  onClick={() =>
                    checkIn.mutate(guest.id, {
                      onSuccess: () =>
                        toast.success(t("{name} is checked in", { name: guest.name })),
                      onError: showError,
                    })
                  }
                >
                  <UserCheck aria-hidden />
                  {t("Check in")}
                </Button>
              ) : (
                <GuestState guest={guest} />
              )}
            </li>
          ))}
        </ul>
      )}
      {!started && !cancelled && (
        <p className="text-sm text-muted-foreground">
          {t("Guests can be checked in once it starts.")}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Show a new code?")}
        description={t("The code shown now stops working: members check in with the new one.")}
        confirmLabel={t("New code")}
        keepLabel={t("Keep this code")}
        busyLabel={t("Changing…")}
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t("New code"), t("The old one no longer works."));
            },
            onError: showError,
          })
        }
      />
    </div>
  );
}
