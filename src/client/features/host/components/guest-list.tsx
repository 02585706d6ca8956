import { NoteField } from "@/client/components/note-field";
import { Download, Send } from "lucide-react";
import { Controller } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { SubmitButton } from "@/client/components/submit-button";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { HOST_MESSAGE_MAX_LENGTH } from "@/shared/constants";
import type { HostMessage } from "@/shared/schemas/hosting";
import { guestsCsvHref, useGuestList, useMessageGuests, type Guest } from "../api";
import { EventCounts } from "./event-counts";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

const STATE_LABEL: Record<Guest["state"], () => string> = {
  going: () => i18n.t("Going"),
  waiting: () => i18n.t("Waiting"),
  checkedIn: () => i18n.t("Checked in"),
  noShow: () => i18n.t("No-show"),
};

export function GuestState({ guest }: { guest: Guest }) {
  const { t } = useTranslation();
  const variant =
    guest.state === "checkedIn" ? "success" : guest.state === "waiting" ? "accent" : "outline";
  return (
    <Badge variant={variant}>
      {guest.state === "waiting"
        ? t("Waiting #{position}", { position: guest.waitlistPosition })
        : STATE_LABEL[guest.state]()}
    </Badge>
  );
}

/** Who is coming, by name; the CSV; a message to everyone going. */
export function GuestListPanel({ eventId }: { eventId: string }) {
  const list = useGuestList(eventId);
  const { t } = useTranslation();
  if (list.isError) return <LoadFailed query={list} />;
  if (!list.data) return <Loading label={t("Loading the guest list")} />;
  const { event, guests } = list.data;
  return (
    <div className="grid gap-5">
      <EventCounts event={event} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={guestsCsvHref(eventId)} download>
            <Download aria-hidden />
            {t("Download CSV")}
          </a>
        </Button>
      </div>
      {guests.length === 0 ? (
        <p className="text-muted-foreground">{t("Nobody has RSVPed yet.")}</p>
      ) : (
        <ul
          className="grid divide-y divide-border rounded-card border border-border"
          aria-label={t("Guests")}
        >
          {guests.map((guest) => (
            <li key={guest.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="grid min-w-0">
                <span className="truncate">{guest.name}</span>
                {guest.pairedWith && (
                  <span className="truncate text-sm text-muted-foreground">
                    {guest.pairedWith.confirmed
                      ? t("Pair with {name}", { context: "guest", name: guest.pairedWith.name })
                      : t("Pair with {name} (not confirmed yet)", { name: guest.pairedWith.name })}
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
  const form = useCheckedForm<HostMessage>({
    check: () => import("@/shared/schemas/hosting").then((m) => m.hostMessageInputSchema),
    defaultValues: { body: "" },
  });
  const send = useMessageGuests(eventId);
  const { t } = useTranslation();
  const submit = form.handleSubmit(({ body }) =>
    send.mutate(body, {
      onSuccess: ({ told }) => {
        form.reset();
        toast.success(
          t("Message sent"),
          t("{count, plural, one {# guest told.} other {# guests told.}}", { count: told }),
        );
      },
      onError: (err) => {
        form.setError("body", { type: "server", message: err.message });
        toast.error(t("Not sent"), err.message);
      },
    }),
  );
  return (
    <form {...form.formProps(submit)} className="grid gap-3 border-t border-border pt-4">
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <NoteField
            {...field}
            label={t("Message everyone going")}
            hint={t("Each of the {going} going is notified and reads it on the event.", { going })}
            error={fieldState.error?.message}
            max={HOST_MESSAGE_MAX_LENGTH}
          />
        )}
      />
      <SubmitButton
        variant="secondary"
        className="justify-self-start"
        control={form.control}
        busy={send.isPending}
        loadingText={t("Sending…")}
      >
        <Send aria-hidden />
        {t("Send message")}
      </SubmitButton>
    </form>
  );
}
