import type { HostEvent } from "../api";
import { useTranslation } from "react-i18next";

/** Going of capacity, waiting, checked in, no-shows: the numbers a host runs an evening by. */
export function EventCounts({ event }: { event: HostEvent }) {
  const { t } = useTranslation();
  const { going, waiting, checkedIn, noShows } = event.counts;
  const items = [
    [t("Going"), `${going}/${event.capacity}`],
    [t("Waiting"), String(waiting)],
    [t("Checked in"), String(checkedIn)],
    [t("No-shows"), String(noShows)],
  ] as const;
  return (
    <dl className="grid grid-cols-4 gap-2 text-center" aria-label={t("Guest counts")}>
      {items.map(([term, value]) => (
        <div key={term} className="rounded-2xl bg-muted px-1 py-2">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
