import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { messageKey } from "@/shared/i18n/i18n";

const STEPS = [
  messageKey("Inviting 30 New Yorkers…"),
  messageKey("Gathering their circles of friends…"),
  messageKey("Writing introductions and first messages…"),
  messageKey("Booking Friday evenings…"),
];

/** What the seed is busy with. The server does it all in one go, so the steps only tell the story. */
export function SeedProgress() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 350);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-1/3 animate-progress rounded-full bg-primary" />
      </div>
      <p className="text-sm text-muted-foreground">{t(STEPS[step]!)}</p>
    </div>
  );
}
