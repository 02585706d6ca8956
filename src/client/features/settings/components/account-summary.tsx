import { format } from "date-fns";
import { useHeartsBalance } from "@/client/lib/session";
import { CIRCLE_MAX } from "@/shared/constants";
import type { Settings } from "../api";
import { onDeviceClock } from "@/client/lib/on-device-clock";

export function AccountSummary({ settings }: { settings: Settings }) {
  const { summary, profile } = settings;
  const heartsBalance = useHeartsBalance();
  const rows: [string, string][] = [
    ["Name", profile.name],
    ["Username", `@${profile.username}`],
    ["Neighborhood", profile.neighborhood],
    ["Member since", format(onDeviceClock(summary.memberSince), "MMMM d, yyyy")],
    ["Email", profile.email],
    ["Hearts", String(heartsBalance)],
    ["Certifications", String(summary.certifications)],
    ["Circle", `${summary.circleSize} of ${CIRCLE_MAX} friends`],
    ["Matches", String(summary.matches)],
  ];
  return (
    <dl className="divide-y divide-border">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
          <dd className="min-w-0 text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
