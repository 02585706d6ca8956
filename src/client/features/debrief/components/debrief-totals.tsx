import { DEBRIEF_TOTALS_FROM } from "@/shared/constants";
import { useDebriefTotals } from "../api";
import { useTranslation } from "react-i18next";

/**
 * What the member's introductions said the day after they met, as totals: "Would see them
 * again: 5 of 7 · Good fit: 6 of 7", only from a few answers on.
 */
export function DebriefTotalsLine({ className }: { className?: string }) {
  const totals = useDebriefTotals();
  const { t } = useTranslation();
  if (!totals.data) return null;
  const { answers, seeAgainYes, goodFitYes } = totals.data;
  return (
    <p className={className} data-testid="debrief-totals">
      {seeAgainYes === null || goodFitYes === null ? (
        t("Debrief totals show from {count} answers by those you introduced.", {
          count: DEBRIEF_TOTALS_FROM,
        })
      ) : (
        <>
          <span className="sr-only">{t("After meeting, those you introduced said:")} </span>
          {t("Would see them again: {seeAgain} of {answers} · Good fit: {goodFit} of {answers}", {
            seeAgain: seeAgainYes,
            goodFit: goodFitYes,
            answers,
          })}
        </>
      )}
    </p>
  );
}
