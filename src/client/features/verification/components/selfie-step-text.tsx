import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/client/components/ui/spinner";
import { POSE_INSTRUCTIONS } from "@/shared/selfie-poses";
import { SelfieOutcome } from "./selfie-outcome";
import type { SelfieStep } from "./use-selfie-check";

/** What the check says at each step: how to do it, the camera starting, the pose, the result. */
export function SelfieStepText({ step }: { step: SelfieStep }) {
  const { t } = useTranslation();
  switch (step.kind) {
    case "intro":
      return (
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
          <li>{t("Find good light and hold your phone at eye level.")}</li>
          <li>{t("Do each pose the screen asks until it moves on: it takes a few seconds.")}</li>
          <li>{t("Only you in the picture.")}</li>
        </ul>
      );
    case "starting":
      return (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {step.what}
        </p>
      );
    case "pose":
      return (
        <div role="status" aria-live="polite" className="grid gap-1 text-center">
          <p className="text-sm text-muted-foreground">
            {t("Pose {number} of {total}", { number: step.index + 1, total: step.poses.length })}
          </p>
          <p className="text-lg font-semibold">{t(POSE_INSTRUCTIONS[step.poses[step.index]!])}</p>
          {step.hint && <p className="text-sm text-muted-foreground">{step.hint}</p>}
        </div>
      );
    case "sending":
      return (
        <div className="flex justify-center py-6 text-primary">
          <Spinner label={t("Checking your selfie")} className="size-7" />
        </div>
      );
    case "result":
      return <SelfieOutcome result={step.result} />;
    case "problem":
      return (
        <p role="alert" className="flex gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {step.message}
        </p>
      );
  }
}
