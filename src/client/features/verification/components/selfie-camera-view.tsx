import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/client/components/ui/spinner";
import { cameraOn, type SelfieStep } from "./use-selfie-check";

type SelfieCameraViewProps = {
  video: RefObject<HTMLVideoElement | null>;
  step: SelfieStep;
};

/** The front camera's picture while it starts and the poses are done; hidden otherwise. */
export function SelfieCameraView({ video, step }: SelfieCameraViewProps) {
  const { t } = useTranslation();
  return (
    <div
      className={
        cameraOn(step)
          ? "relative mx-auto aspect-[3/4] w-full max-w-64 overflow-hidden rounded-2xl bg-muted"
          : "hidden"
      }
    >
      {/* Shown like a mirror, as people expect of a front camera, and whole: the poses are
          judged on the whole frame. */}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("Your camera")}
        className="size-full -scale-x-100 object-contain"
      />
      {step.kind === "starting" && (
        <div className="absolute inset-0 grid place-items-center bg-surface/70 text-primary">
          <Spinner label={step.what} className="size-7" />
        </div>
      )}
    </div>
  );
}
