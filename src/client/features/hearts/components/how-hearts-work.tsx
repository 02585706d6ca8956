import { COST, EARN, FIRST_MESSAGE_BONUS_HOURS, FREE_PAIRINGS_PER_DAY } from "@/shared/constants";

const earnRules = [
  {
    amount: `+${EARN.firstMessage}`,
    text: `Send the first message of a new match within ${FIRST_MESSAGE_BONUS_HOURS} hours`,
  },
  {
    amount: `+${EARN.eventCheckInPair}`,
    text: "Two people matched through your suggestion both check in at the same event",
  },
  { amount: "Back", text: "Your event deposit, when you check in or cancel 24 hours ahead" },
];

const spendRules = [
  { amount: `${COST.unlockProfile}`, text: "Unlock a member's full profile on Explore" },
  { amount: `${COST.selfSuggest}`, text: "Suggest yourself to someone, vouched for by a friend" },
  {
    amount: `${COST.extraPairing}`,
    text: `Each pairing beyond your ${FREE_PAIRINGS_PER_DAY} free ones a day`,
  },
  { amount: `${COST.directMatch}`, text: "Suggest one of your friends directly (Direct Match)" },
  { amount: "Deposit", text: "Held when you RSVP to an event that asks for one" },
];

export function HowHeartsWork() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RuleList title="Earn by making successful matches" rules={earnRules} tone="text-success" />
      <RuleList title="Spend to unlock profiles and more" rules={spendRules} tone="text-primary" />
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
