import { useState } from "react";
import type { ReportReason } from "@/shared/options";
import { BLOCK_BY_DEFAULT_REASONS } from "@/shared/schemas/safety";

/** "About": the whole conversation rather than one of its messages. */
export const WHOLE = "whole";

/** What the member has filled in a report so far, and starting it afresh. */
export function useReportForm() {
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [details, setDetails] = useState("");
  const [about, setAbout] = useState<string>(WHOLE);
  // Ticked by the reason (harassment, safety) until the member ticks or unticks it themself.
  const [alsoBlockChoice, setAlsoBlockChoice] = useState<boolean | undefined>();
  const alsoBlock =
    alsoBlockChoice ?? (reason !== undefined && BLOCK_BY_DEFAULT_REASONS.includes(reason));
  const reset = () => {
    setReason(undefined);
    setDetails("");
    setAbout(WHOLE);
    setAlsoBlockChoice(undefined);
  };
  return {
    reason,
    setReason,
    details,
    setDetails,
    about,
    setAbout,
    alsoBlock,
    setAlsoBlock: setAlsoBlockChoice,
    reset,
  };
}

export type ReportForm = ReturnType<typeof useReportForm>;
