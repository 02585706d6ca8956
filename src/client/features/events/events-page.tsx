import { CalendarHeart } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { BackLink } from "@/client/components/back-link";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { useUpcomingEvents } from "./api";
import { EventDetailDialogOnDemand } from "./components/event-detail-dialog-on-demand";
import { EventList } from "./components/event-list";
import { FridayCalendar } from "./components/friday-calendar";
import { comingFriday, formatFriday, newYorkDate } from "./fridays";
import { EVENT_PARAM } from "@/client/lib/event-links";
import { Trans, useTranslation } from "react-i18next";

export function EventsPage() {
  const [today] = useState(() => newYorkDate(new Date()));
  const [from, setFrom] = useState(() => comingFriday(today));
  const [params, setParams] = useSearchParams();
  const openId = params.get(EVENT_PARAM);
  const upcoming = useUpcomingEvents();
  const { t } = useTranslation();

  const open = (id: string) => setParams({ [EVENT_PARAM]: id });
  const close = () => setParams({}, { replace: true });
  const listed = upcoming.data?.events ?? [];
  const happeningNow = listed.filter((e) => e.phase === "check-in");
  const comingUp = listed.filter((e) => e.phase === "upcoming");

  return (
    <div className="grid gap-8">
      <title>{t("Friday Night Events · Vouch")}</title>
      <div>
        <BackLink />
        <h1 className="mt-2 text-4xl font-semibold">{t("Friday Night Events")}</h1>
        <p className="mt-1 font-serif text-lg text-accent-foreground italic">
          {t("Curated evenings for conversation, in New York")}
        </p>
      </div>

      {happeningNow.length > 0 && (
        <section aria-labelledby="now-title" className="grid gap-3">
          <h2 id="now-title" className="text-2xl font-semibold">
            {t("Happening now")}
          </h2>
          <p className="-mt-1 text-sm text-muted-foreground">
            {t("Under way: walk in while seats are free, and check in at the venue.")}
          </p>
          <EventList events={happeningNow} onOpen={open} />
        </section>
      )}

      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          <Trans
            i18nKey="Today is <day>{day}</day>"
            values={{ day: formatFriday(today) }}
            components={{ day: <span className="font-medium text-foreground" /> }}
          />
        </p>
        <FridayCalendar from={from} today={today} onPage={setFrom} onOpen={open} />
      </div>

      <section aria-labelledby="upcoming-title" className="grid gap-3">
        <h2 id="upcoming-title" className="text-2xl font-semibold">
          {t("Upcoming events")}
        </h2>
        {upcoming.data ? (
          comingUp.length > 0 ? (
            <EventList events={comingUp} onOpen={open} />
          ) : (
            <div className="grid justify-items-center gap-2 rounded-card border border-dashed border-border p-8 text-center">
              <CalendarHeart aria-hidden className="size-8 text-primary" />
              <p className="text-muted-foreground">
                {t("No events announced yet. New Friday gatherings appear here each week.")}
              </p>
            </div>
          )
        ) : upcoming.isError ? (
          <LoadFailed query={upcoming} />
        ) : (
          <Loading label={t("Loading events")} />
        )}
      </section>

      <EventDetailDialogOnDemand eventId={openId} onClose={close} />
    </div>
  );
}
