import type { TFunction } from "i18next";
import { COST, EARN, FIRST_MESSAGE_BONUS_HOURS, FREE_PAIRINGS_PER_DAY } from "@/shared/constants";
import { useTranslation } from "react-i18next";

const earnRules = (t: TFunction) => [
  {
    amount: `+${EARN.firstMessage}`,
    text: t("Send the first message of a new match within {hours} hours", {
      hours: FIRST_MESSAGE_BONUS_HOURS,
    }),
  },
  {
    amount: `+${EARN.eventCheckInPair}`,
    text: t("Two people matched through your suggestion both check in at the same event"),
  },
  {
    amount: t("Back", { context: "refund" }),
    text: t("Your event deposit, when you check in or cancel 24 hours ahead"),
  },
];

const spendRules = (t: TFunction) => [
  { amount: `${COST.unlockProfile}`, text: t("Unlock a member's full profile on Explore") },
  {
    amount: `${COST.selfSuggest}`,
    text: t("Suggest yourself to someone, vouched for by a friend"),
  },
  {
    amount: `${COST.extraPairing}`,
    text: t("Each pairing beyond your {free} free ones a day", { free: FREE_PAIRINGS_PER_DAY }),
  },
  { amount: `${COST.directMatch}`, text: t("Suggest one of your friends directly (Direct Match)") },
  { amount: t("Deposit"), text: t("Held when you RSVP to an event that asks for one") },
];

export function HowHeartsWork() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RuleList
        title={t("Earn by making successful matches")}
        rules={earnRules(t)}
        tone="text-success"
      />
      <RuleList
        title={t("Spend to unlock profiles and more")}
        rules={spendRules(t)}
        tone="text-primary"
      />
    </div>
  );
}

type Rule = { amount: string; text: string };

function RuleList({ title, rules, tone }: { title: string; rules: Rule[]; tone: string }) {
  return (
    <div className="rounded-card border border-border bg-surface p-5 shadow-soft">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-3 grid gap-2.5">
        {rules.map((rule) => (
          <li key={rule.text} className="flex gap-3 text-[0.95rem] leading-snug">
            <span className={`min-w-16 shrink-0 font-semibold tabular-nums ${tone}`}>
              {rule.amount}
            </span>
            <span className="text-muted-foreground">{rule.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
