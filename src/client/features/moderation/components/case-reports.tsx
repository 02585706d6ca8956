import { Flag } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CaseDetail } from "@/shared/schemas/moderation";
import { agoLabel } from "../clock";
import { reasonLabel } from "./queue-list";

/** The case's reports: the reason, what about and when, the words, and who the reporter is. */
export function CaseReports({ reports }: { reports: CaseDetail["reports"] }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-3">
      {reports.map((report) => (
        <li key={report.id} className="grid gap-2 rounded-2xl border border-border bg-card p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Flag aria-hidden className="size-4 text-primary" />
            <span className="font-semibold">{reasonLabel(report.reason)}</span>
            <span className="text-sm text-muted-foreground">
              {report.target === "member"
                ? t("about the member, {ago}", { ago: agoLabel(t, report.createdAt) })
                : report.target === "photo"
                  ? t("about a photo, {ago}", { ago: agoLabel(t, report.createdAt) })
                  : t("about a message, {ago}", { ago: agoLabel(t, report.createdAt) })}
            </span>
          </div>
          <p className="leading-relaxed whitespace-pre-line wrap-anywhere">{report.details}</p>
          <p className="text-sm text-muted-foreground">
            {t(
              "By {name}: on Vouch {days} days, {friends} linked friends, {dismissed, plural, =0 {no report dismissed} other {# reports dismissed}}",
              {
                name: report.reporter.name,
                days: report.reporter.accountDays,
                friends: report.reporter.circleFriends,
                dismissed: report.reporter.dismissedReports,
              },
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
