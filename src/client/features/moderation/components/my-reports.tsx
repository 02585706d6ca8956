import { LoadFailed, Loading } from "@/client/components/load-state";
import { Badge } from "@/client/components/ui/badge";
import { REPORT_REASONS } from "@/shared/options";
import { REPORT_STATUSES } from "@/shared/schemas/moderation";
import { useMyReports } from "../api";
import { deviceDateFormat } from "@/client/lib/device-clock";

const shortDay = deviceDateFormat({ month: "short", day: "numeric" });

const reasonLabel = (reason: string) =>
  REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** Settings: the member's reports and where each stands; never what was done about it. */
export function MyReports() {
  const reports = useMyReports();
  if (reports.isError) return <LoadFailed query={reports} />;
  if (!reports.data) return <Loading label="Loading your reports" />;
  if (reports.data.reports.length === 0)
    return <p className="text-muted-foreground">You haven't reported anyone.</p>;
  return (
    <ul className="grid gap-2" aria-label="Your reports">
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
