import { House, ShieldCheck } from "lucide-react";
import type { HomeDateShares, SharedDate } from "@/shared/schemas/safety";
import { ActivePlan } from "./share-date-dialog";
import { formatPlanTime } from "./plan-time";
import { useTranslation } from "react-i18next";

/**
 * Home's Share my date section: plans friends shared with the member (until they end), and the
 * member's own plans under way, with "I'm home safe". Nothing shows when there are none.
 */
export function DateSharesCard({ shares }: { shares: HomeDateShares }) {
  const { t } = useTranslation();
  if (shares.mine.length === 0 && shares.fromFriends.length === 0) return null;
  return (
    <section
      aria-labelledby="date-shares-title"
      className="mt-6 grid gap-3 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id="date-shares-title" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-primary" />
        {t("Dates shared with care")}
      </h2>
      {shares.mine.map((plan) => (
        <article
          key={plan.id}
          aria-label={t("Your shared date")}
          className="rounded-xl bg-muted p-4"
        >
          <h3 className="mb-2 font-medium">{t("Your date")}</h3>
          <ActivePlan plan={plan} />
        </article>
      ))}
      {shares.fromFriends.map((plan) => (
        <FriendsPlan key={plan.id} plan={plan} />
      ))}
    </section>
  );
}

function FriendsPlan({ plan }: { plan: SharedDate }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t("{name}'s date", { name: plan.sharerName })}
      className="grid gap-1 rounded-xl bg-muted p-4"
    >
      <h3 className="font-medium">
        {t("{name} is meeting {partner}", { name: plan.sharerName, partner: plan.partnerName })}
      </h3>
      <p className="break-words">{plan.place}</p>
      <p className="text-sm text-muted-foreground">{formatPlanTime(plan.startsAt, plan.endsAt)}</p>
      {plan.homeSafeAt ? (
        <p className="mt-1 flex items-center gap-2 font-medium text-success">
          <House aria-hidden className="size-4" />
          {t("{name} is home safe", { name: plan.sharerName })}
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          {t("Not home yet. A message to check in is always kind.")}
        </p>
      )}
    </article>
  );
}
