import type { MatchmakerRecord } from "@/shared/schemas/events";

/** "introductions: 3 · matches: 2 · met in person: 1 · couples: 1" */
export function MatchmakerRecordLine({
  record,
  className,
}: {
  record: MatchmakerRecord;
  className?: string;
}) {
  return (
    <p className={className} data-testid="matchmaker-record">
      <span className="sr-only">Your matchmaker record: </span>
      introductions: {record.introductions} · matches: {record.matches} · met in person:{" "}
      {record.metInPerson} · couples: {record.couples}
    </p>
  );
}
