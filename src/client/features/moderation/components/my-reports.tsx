import { LoadFailed, Loading } from "@/client/components/load-state";
import { Badge } from "@/client/components/ui/badge";
import { reportReasonLabel } from "@/shared/options";
import { REPORT_STATUSES } from "@/shared/schemas/moderation";
import { useMyReports } from "../api";
import { deviceTimeZone } from "@/client/lib/device-clock";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

/** "Nov 27" on the device's clock, in the reader's language. */
const shortDay = (at: Date) =>
  new Intl.DateTimeFormat(i18n.language, {
    month: "short",
    day: "numeric",
    timeZone: deviceTimeZone(),
  }).format(at);

const reasonLabel = (reason: string) => reportReasonLabel(reason);

/** Settings: the member's reports and where each stands; never what was done about it. */
export function MyReports() {
  const reports = useMyReports();
  const { t } = useTranslation();
  if (reports.isError) return <LoadFailed query={reports} />;
  if (!reports.data) return <Loading label={t("Loading your reports")} />;
  if (reports.data.reports.length === 0)
    return <p className="text-muted-foreground">{t("You haven't reported anyone.")}</p>;
  return (
    <ul className="grid gap-2" aria-label={t("Your reports")}>
      {reports.data.reports.map((report) => (
        <li
          key={report.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-border/60 py-2 last:border-0"
        >
          <span className="grid min-w-0">
            <span className="font-medium wrap-anywhere">{report.about}</span>
            <span className="text-sm text-muted-foreground">
              {reasonLabel(report.reason)} · {shortDay(new Date(report.createdAt))}
            </span>
          </span>
          <Badge variant={report.status === "action_taken" ? "success" : "default"}>
            {REPORT_STATUSES[report.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
