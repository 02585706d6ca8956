import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { SelfieCameraView } from "./selfie-camera-view";
import { SelfieStepText } from "./selfie-step-text";
import { cameraOn, useSelfieCheck } from "./use-selfie-check";

/** The selfie check in a dialog: the camera stops when it closes. */
export function SelfieDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { step, video, start, stop } = useSelfieCheck();

  /** Closing stops the camera and whatever was under way; opening again starts afresh. */
  const setOpen = (next: boolean) => {
    if (!next) stop();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Verify your photos")}</DialogTitle>
          <DialogDescription>
            {t(
              "Three quick poses prove you're the face in your photos. The pictures are checked and then thrown away.",
            )}
          </DialogDescription>
        </DialogHeader>

        <SelfieCameraView video={video} step={step} />
        <SelfieStepText step={step} />

        <DialogFooter>
          {step.kind === "intro" && (
            <Button onClick={() => void start()}>{t("Start the camera")}</Button>
          )}
          {step.kind === "problem" && (
            <Button onClick={() => void start()}>{t("Try again")}</Button>
          )}
          {step.kind === "result" && <Button onClick={() => setOpen(false)}>{t("Done")}</Button>}
          {cameraOn(step) && (
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("Cancel")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
