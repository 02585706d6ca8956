import type { StaffAuditEntry } from "@/shared/schemas/staff";
import { useTranslation } from "react-i18next";
import { useNowAsDrawn } from "@/client/lib/device-clock";
import { relativeTime } from "@/client/lib/relative-time";

/** The latest staff actions, newest first: who did what to what, and when. */
export function AuditList({ entries }: { entries: StaffAuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const now = useNowAsDrawn();
  if (entries.length === 0)
    return (
      <p className="text-muted-foreground">
        {t("No staff action yet: grants and staff work show here.")}
      </p>
    );
  return (
    <ol className="grid gap-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 border-b border-border pb-2 last:border-0">
          <p className="min-w-0 break-words">
            <span className="font-medium">{entry.actor ?? t("Command line")}</span> · {entry.action}{" "}
            · {entry.target}
          </p>
          <time dateTime={entry.at} className="text-muted-foreground">
            {relativeTime(entry.at, now, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
