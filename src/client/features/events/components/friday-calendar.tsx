import { ChevronLeft, ChevronRight } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/cn";
import { CALENDAR_FRIDAYS } from "@/shared/constants";
import { useCalendarEvents } from "../api";
import {
  addDays,
  formatFriday,
  formatRange,
  fridaysFrom,
  newYorkDate,
  type IsoDate,
} from "../fridays";
import { useTranslation } from "react-i18next";

type FridayCalendarProps = {
  /** The first Friday shown. */
  from: IsoDate;
  today: IsoDate;
  onPage: (from: IsoDate) => void;
  onOpen: (id: string) => void;
};

/** Four Fridays with their events, paged by four weeks. */
export function FridayCalendar({ from, today, onPage, onOpen }: FridayCalendarProps) {
  const { t } = useTranslation();
  const fridays = fridaysFrom(from, CALENDAR_FRIDAYS);
  const calendar = useCalendarEvents(from);
  const weeks = CALENDAR_FRIDAYS * 7;

  return (
    <section aria-labelledby="calendar-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h2 id="calendar-title" className="text-xl font-semibold sm:text-2xl">
          <span className="sr-only">{t("Calendar,")} </span>
          <span data-testid="calendar-range">{formatRange(fridays[0]!, fridays.at(-1)!)}</span>
        </h2>
        <div className="flex items-center gap-1">
          {calendar.isFetching && <Spinner label={t("Loading the calendar")} className="size-4" />}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Previous four weeks")}
            onClick={() => onPage(addDays(from, -weeks))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Next four weeks")}
            onClick={() => onPage(addDays(from, weeks))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {calendar.isError && (
        <p role="alert" className="text-sm text-destructive">
          {calendar.error.message}
        </p>
      )}
      <ol className="grid grid-cols-2 gap-2.5">
        {fridays.map((friday) => {
          const events = (calendar.data?.events ?? []).filter(
            (e) => newYorkDate(e.startsAt) === friday,
          );
          const isToday = friday === today;
          return (
            <li
              key={friday}
              aria-label={
                isToday ? t("{day}, today", { day: formatFriday(friday) }) : formatFriday(friday)
              }
              className={cn(
                "grid min-h-28 min-w-0 content-start gap-1.5 rounded-2xl border bg-surface p-3",
                isToday ? "border-primary ring-2 ring-primary/25" : "border-border",
                friday < today && "bg-muted",
              )}
            >
              <p className="flex items-center justify-between gap-1 text-sm font-semibold">
                {formatFriday(friday)}
                {isToday && <Badge variant="primary">{t("Today")}</Badge>}
              </p>
              {events.length === 0 ? (
                <p className="text-xs text-muted-foreground">
                  {calendar.data ? t("No events") : " "}
                </p>
              ) : (
                <ul className="grid grid-cols-1 gap-1">
                  {events.map((event) => (
                    <li key={event.id}>
                      <button
                        type="button"
                        onClick={() => onOpen(event.id)}
                        className="w-full truncate rounded-lg bg-accent px-2 py-1 text-left text-xs font-medium text-accent-foreground hover:bg-accent-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {event.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
