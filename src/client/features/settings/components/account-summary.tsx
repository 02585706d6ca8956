import { useTranslation } from "react-i18next";
import { useLanguage } from "@/client/lib/language";
import { useHeartsBalance } from "@/client/lib/session";
import { CIRCLE_MAX } from "@/shared/constants";
import type { Settings } from "../api";
import { onDeviceClock } from "@/client/lib/on-device-clock";

export function AccountSummary({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { summary, profile } = settings;
  const heartsBalance = useHeartsBalance();
  const language = useLanguage();
  const count = (n: number) => n.toLocaleString(language);
  const rows: [string, string][] = [
    [t("Name"), profile.name],
    [t("Username"), `@${profile.username}`],
    [t("Neighborhood"), profile.neighborhood],
    [
      t("Member since"),
      onDeviceClock(summary.memberSince).toLocaleDateString(language, {
        month: "long",
        day: "numeric",
        year: "numeric",
      }),
    ],
    [t("Email"), profile.email],
    [t("Hearts"), count(heartsBalance)],
    [t("Certifications"), count(summary.certifications)],
    [t("Circle"), t("{count} of {max} friends", { count: summary.circleSize, max: CIRCLE_MAX })],
    [t("Matches"), count(summary.matches)],
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
