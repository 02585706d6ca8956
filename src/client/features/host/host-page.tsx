import { useTranslation } from "react-i18next";
import { ArrowLeft, CalendarPlus, Megaphone, XCircle } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { toast } from "@/client/components/ui/toast";
import { formatEventTime } from "@/shared/event-time";
import { heartsText } from "@/shared/texts";
import { useCancelEvent, useHostEvents, usePublish, type HostEvent } from "./api";
import { DoorPanel } from "./components/door";
import { EventForm } from "./components/event-form";
import { GuestListPanel } from "./components/guest-list";
import { SeatingPanel } from "./components/seating";
import { i18n } from "@/shared/i18n/i18n";

const STATUS: Record<
  HostEvent["status"],
  { label: () => string; variant: "outline" | "success" | "default" }
> = {
  draft: { label: () => i18n.t("Draft"), variant: "outline" },
  published: { label: () => i18n.t("Published"), variant: "success" },
  cancelled: { label: () => i18n.t("Cancelled"), variant: "default" },
};

/** /host: a host's events, and one of them to edit, publish, cancel, see the guests of and run. */
export function HostPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get("event");
  const creating = params.get("new") === "1";
  const events = useHostEvents();
  const open = (id: string) => setParams({ event: id });
  const back = () => setParams({});
  const { t } = useTranslation();

  return (
    <div className="grid gap-6">
      <title>{t("Hosting · Vouch")}</title>
      <header className="grid gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Megaphone aria-hidden className="size-4" />
          {t("Hosting")}
        </p>
        {!openId && !creating && (
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-4xl font-semibold">{t("Your events")}</h1>
            <Button onClick={() => setParams({ new: "1" })}>
              <CalendarPlus aria-hidden />
              {t("New event")}
            </Button>
          </div>
        )}
      </header>
      {creating ? (
        <section className="grid gap-4" aria-labelledby="new-title">
          <BackButton onClick={back} />
          <h1 id="new-title" className="text-3xl font-semibold">
            {t("New event")}
          </h1>
          <EventForm event={null} onSaved={(saved) => open(saved.id)} />
        </section>
      ) : events.isError ? (
        <LoadFailed query={events} />
      ) : !events.data ? (
        <Loading label={t("Loading your events")} />
      ) : openId ? (
        <ManageEvent
          event={events.data.events.find((e) => e.id === openId && e.mine)}
          tab={params.get("tab") ?? "details"}
          onTab={(tab) => setParams({ event: openId, tab }, { replace: true })}
          onBack={back}
        />
      ) : (
        <EventLists events={events.data.events} onOpen={open} />
      )}
    </div>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClick}>
      <ArrowLeft aria-hidden />
      {t("All events")}
    </Button>
  );
}

function EventLists({ events, onOpen }: { events: HostEvent[]; onOpen: (id: string) => void }) {
  const mine = events.filter((e) => e.mine);
  const others = events.filter((e) => !e.mine);
  const { t } = useTranslation();
  return (
    <>
      {mine.length === 0 ? (
        <p className="text-muted-foreground">
          {t("No events yet. Make one: it stays a draft until you publish it.")}
        </p>
      ) : (
        <EventCards events={mine} onOpen={onOpen} />
      )}
      {others.length > 0 && (
        <section className="grid gap-3" aria-labelledby="others-title">
          <h2 id="others-title" className="text-2xl font-semibold">
            {t("Other hosts' events")}
          </h2>
          <EventCards events={others} />
        </section>
      )}
    </>
  );
}

function EventCards({ events, onOpen }: { events: HostEvent[]; onOpen?: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {events.map((event) => {
        const body = (
          <>
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0 text-lg leading-snug font-semibold">{event.title}</span>
              <Badge variant={STATUS[event.status].variant}>{STATUS[event.status].label()}</Badge>
            </span>
            <span className="text-sm text-accent-foreground">
              {formatEventTime(event.startsAt)} · {event.venue}
            </span>
            <span className="text-sm text-muted-foreground">
              {t("{going}/{capacity} going · {waiting} waiting · {checkedIn} checked in", {
                going: event.counts.going,
                capacity: event.capacity,
                waiting: event.counts.waiting,
                checkedIn: event.counts.checkedIn,
              })}
            </span>
          </>
        );
        return (
          <li key={event.id}>
            {onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(event.id)}
                className="grid w-full gap-1.5 rounded-card border border-border bg-surface p-4 text-left shadow-soft transition-shadow hover:shadow-lifted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                {body}
              </button>
            ) : (
              <div className="grid gap-1.5 rounded-card border border-border p-4">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// Four tabs fit a 320 px screen only with less padding than the list's usual.
const tabPadding = "flex-auto px-1.5 whitespace-nowrap sm:flex-none sm:px-4";

function ManageEvent({
  event,
  tab,
  onTab,
  onBack,
}: {
  event: HostEvent | undefined;
  tab: string;
  onTab: (tab: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (!event)
    return (
      <div className="grid justify-items-start gap-3">
        <BackButton onClick={onBack} />
        <p className="text-muted-foreground">
          {t("This event isn't one of yours, or it is gone.")}
        </p>
      </div>
    );
  return (
    <section className="grid gap-4" aria-labelledby="event-title">
      <BackButton onClick={onBack} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="event-title" className="text-3xl font-semibold text-balance">
            {event.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {formatEventTime(event.startsAt)} · {event.venue}
            {event.depositRequired > 0 &&
              ` · ${t("{deposit} deposit", { deposit: heartsText(t, event.depositRequired) })}`}
          </p>
        </div>
        <Badge variant={STATUS[event.status].variant}>{STATUS[event.status].label()}</Badge>
      </div>
      <EventActions event={event} />
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList>
          <TabsTrigger value="details" className={tabPadding}>
            {t("Details")}
          </TabsTrigger>
          <TabsTrigger value="guests" className={tabPadding}>
            {t("Guests")}
          </TabsTrigger>
          <TabsTrigger value="door" className={tabPadding}>
            {t("Door")}
          </TabsTrigger>
          <TabsTrigger value="tables" className={tabPadding}>
            {t("Tables")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details" className="pt-4">
          {event.status === "cancelled" ? (
            <p className="text-muted-foreground">
              {t(
                "This event was cancelled: every deposit held was given back and its guests were told.",
              )}
            </p>
          ) : (
            <EventForm key={event.id} event={event} onSaved={() => undefined} />
          )}
        </TabsContent>
        <TabsContent value="guests" className="pt-4">
          <GuestListPanel eventId={event.id} />
        </TabsContent>
        <TabsContent value="door" className="pt-4">
          <DoorPanel eventId={event.id} />
        </TabsContent>
        <TabsContent value="tables" className="pt-4">
          <SeatingPanel eventId={event.id} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function EventActions({ event }: { event: HostEvent }) {
  const { t } = useTranslation();
  const publish = usePublish(event.id);
  const cancel = useCancelEvent(event.id);
  const [confirming, setConfirming] = useState(false);
  if (event.status === "cancelled" || event.over) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {event.status === "draft" ? (
        <Button
          loading={publish.isPending}
          loadingText={t("Publishing…")}
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: () => toast.success(t("Published"), t("Members see it on Events now.")),
              onError: (error) => toast.error(t("Not published"), error.message),
            })
          }
        >
          {t("Publish")}
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <XCircle aria-hidden />
          {t("Cancel event")}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Cancel {title}?", { title: event.title })}
        description={t(
          "Every deposit held is given back now, and the {going} going and {waiting} waiting are told. This can't be undone.",
          { going: event.counts.going, waiting: event.counts.waiting },
        )}
        confirmLabel={t("Cancel event")}
        keepLabel={t("Keep it on")}
        busyLabel={t("Cancelling…")}
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: ({ refunded, refundedMembers }) => {
              setConfirming(false);
              toast.success(
                t("Event cancelled"),
                refunded > 0
                  ? t("{hearts} given back to {count, plural, one {# member} other {# members}}.", {
                      hearts: heartsText(t, refunded),
                      count: refundedMembers,
                    })
                  : t("Its guests were told."),
              );
            },
            onError: (error) => toast.error(t("Not cancelled"), error.message),
          })
        }
      />
    </div>
  );
}
