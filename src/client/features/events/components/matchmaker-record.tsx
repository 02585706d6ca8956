import { HeartHandshake } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { EARN } from "@/shared/constants";
import { useMatchmakerRecord } from "../api";
import { MatchmakerRecordLine } from "./matchmaker-record-line";
import { useTranslation } from "react-i18next";

/**
 * The member's own record as a matchmaker, fetched on its own (for their profile); `children`:
 * what the page adds under it (the debrief's totals).
 */
export function MatchmakerRecordCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const record = useMatchmakerRecord();
  return (
    <section
      aria-labelledby="matchmaker-title"
      className="grid gap-1 rounded-card border border-border bg-surface p-5 shadow-soft"
    >
      <h2 id="matchmaker-title" className="flex items-center gap-2 text-xl font-semibold">
        <HeartHandshake aria-hidden className="size-5 text-primary" />
        {t("Your matchmaker record")}
      </h2>
      {record.data ? (
        <MatchmakerRecordLine record={record.data} className="text-muted-foreground" />
      ) : record.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {record.error.message}
        </p>
      ) : (
        <Spinner label={t("Loading your matchmaker record")} className="size-4 text-primary" />
      )}
      {children}
      <p className="text-sm text-muted-foreground">
        {t(
          "When two people you introduced check in at the same event, you earn {count, plural, one {# heart} other {# hearts}}.",
          { count: EARN.eventCheckInPair },
        )}
      </p>
    </section>
  );
}
