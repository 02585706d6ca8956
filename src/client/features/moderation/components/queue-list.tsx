import { ChevronRight, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/client/components/ui/badge";
import { paths } from "@/client/lib/paths";
import { reportReasonLabel } from "@/shared/options";
import { HOLD_LABEL_VALUES, HOLD_LABELS, type QueueCase } from "@/shared/schemas/moderation";
import { agoLabel, dueLabel } from "../clock";
import { useTranslation } from "react-i18next";

export const reasonLabel = (reason: string) => reportReasonLabel(reason);

export function QueueList({ cases }: { cases: QueueCase[] }) {
  const { t } = useTranslation();
  if (cases.length === 0)
    return (
      <p className="text-muted-foreground">{t("No open cases. Every report has been answered.")}</p>
    );
  return (
    <ol className="grid gap-3" aria-label={t("Open cases")}>
      {cases.map((item) => (
        <li key={item.id}>
          <Link
            to={`${paths.moderation}?case=${item.id}`}
            className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{item.member.name}</span>
                {item.reports > 0 && (
                  <Badge variant={item.reason === "safety" ? "primary" : "accent"}>
                    {reasonLabel(item.reason)}
                  </Badge>
                )}
                {item.hold && <Badge variant="outline">{t("On hold")}</Badge>}
                {item.member.deleted && <Badge variant="outline">{t("Account deleted")}</Badge>}
              </div>
              {item.hold && (
                <p className="text-sm font-medium">
                  {t(HOLD_LABELS[item.hold], HOLD_LABEL_VALUES)}
                </p>
              )}
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span
                  className={
                    item.overdue
                      ? "flex items-center gap-1 font-medium text-destructive"
                      : "flex items-center gap-1"
                  }
                >
                  <Clock aria-hidden className="size-3.5" />
                  {dueLabel(t, item.dueAt)}
                </span>
                <span className="flex items-center gap-1">
                  <Users aria-hidden className="size-3.5" />
                  {t("{count, plural, one {# reporter} other {# reporters}}", {
                    count: item.reports,
                  })}
                </span>
                <span>{t("Opened {ago}", { ago: agoLabel(t, item.openedAt) })}</span>
              </div>
            </div>
            <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ol>
  );
}
