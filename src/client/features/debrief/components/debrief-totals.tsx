import { DEBRIEF_TOTALS_FROM } from "@/shared/constants";
import { useDebriefTotals } from "../api";

/**
 * What the member's introductions said the day after they met, as totals: "Would see them
 * again: 5 of 7 · Good fit: 6 of 7", only from a few answers on.
 */
export function DebriefTotalsLine({ className }: { className?: string }) {
  const totals = useDebriefTotals();
  if (!totals.data) return null;
  const { answers, seeAgainYes, goodFitYes } = totals.data;
  return (
    <p className={className} data-testid="debrief-totals">
      {seeAgainYes === null || goodFitYes === null ? (
        `Debrief totals show from ${DEBRIEF_TOTALS_FROM} answers by those you introduced.`
      ) : (
        <>
          <span className="sr-only">After meeting, those you introduced said: </span>
          Would see them again: {seeAgainYes} of {answers} · Good fit: {goodFitYes} of {answers}
        </>
      )}
    </p>
  );
}
