import type { MatchmakerRecord } from "@/shared/schemas/events";
import { useTranslation } from "react-i18next";

/** "introductions: 3 · matches: 2 · met in person: 1 · couples: 1" */
export function MatchmakerRecordLine({
  record,
  className,
}: {
  record: MatchmakerRecord;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={className} data-testid="matchmaker-record">
      <span className="sr-only">{t("Your matchmaker record:")} </span>
      {t(
        "introductions: {introductions} · matches: {matches} · met in person: {metInPerson} · couples: {couples}",
        { ...record },
      )}
    </p>
  );
}
