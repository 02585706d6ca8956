import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { SELFIE_CHALLENGE_SECONDS } from "@/shared/constants";
import type { SelfieResult } from "@/shared/schemas/selfie";
import { POSE_INSTRUCTIONS, poseHeld, type SelfiePose } from "@/shared/selfie-poses";
import { drawChallenge, sendSelfie } from "../api";
import type { FaceCheck } from "./face-check";

type Step =
  | { kind: "intro" }
  | { kind: "starting"; what: string }
  | { kind: "pose"; index: number; poses: SelfiePose[]; hint: string | null }
  | { kind: "sending" }
  | { kind: "result"; result: SelfieResult }
  | { kind: "problem"; message: string };

/** Detections in a row that must hold the pose before its frame is taken. */
const HELD_READINGS = 2;

/** Why the camera didn't start, as the member can act on it. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return i18n.t(
      "Camera access was denied. Allow the camera for Vouch in your browser's settings, then try again.",
    );
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return i18n.t(
      "No camera was found on this device. Verify your photos from a phone with a front camera.",
    );
  }
  if (name === "NotReadableError") {
    return i18n.t("The camera is in use by another app. Close it, then try again.");
  }
  return i18n.t("The camera couldn't start. Try again, or use another browser.");
}

class Stopped extends Error {}

/**
 * The selfie check: the camera, three poses drawn by the server, each judged on the phone and
 * captured once held, then sent for the server's own check. The camera stops when it closes.
 */
// eslint-disable-next-line max-lines-per-function -- to split: the camera, the poses and sending are one flow in it today
export function SelfieDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "intro" });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const check = useRef<FaceCheck | null>(null);
  const run = useRef(0);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  /** Closing stops the camera and whatever was under way; opening again starts afresh. */
  const setOpen = (next: boolean) => {
    if (!next) {
      run.current++;
      stopCamera();
      setStep({ kind: "intro" });
    }
    onOpenChange(next);
  };
  useEffect(() => () => stopCamera(), []);

  async function start() {
    const mine = ++run.current;
    const alive = () => {
      if (run.current !== mine) throw new Stopped();
    };
    try {
      setStep({ kind: "starting", what: t("Starting the camera…") });
      if (!navigator.mediaDevices?.getUserMedia) {
        return setStep({
          kind: "problem",
          message: t(
            "This browser can't use a camera. Open Vouch in your phone's browser to verify.",
          ),
        });
      }
      try {
        stream.current = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
          audio: false,
        });
      } catch (error) {
        alive();
        return setStep({ kind: "problem", message: cameraProblem(error) });
      }
      alive();
      const element = video.current!;
      element.srcObject = stream.current;
      await element.play();
      setStep({ kind: "starting", what: t("Getting the face check ready…") });
      check.current ??= await import("./face-check").then(({ loadFaceCheck }) => loadFaceCheck());
      alive();
      const challenge = await drawChallenge();
      alive();
      const deadline = Date.now() + SELFIE_CHALLENGE_SECONDS * 1000;
      const frames: Blob[] = [];
      for (const [index, pose] of challenge.poses.entries()) {
        setStep({ kind: "pose", index, poses: challenge.poses, hint: null });
        frames.push(
          await capture(pose, deadline, alive, (hint) =>
            setStep({ kind: "pose", index, poses: challenge.poses, hint }),
          ),
        );
      }
      stopCamera();
      setStep({ kind: "sending" });
      const result = await sendSelfie(queryClient, challenge.id, frames);
      alive();
      setStep({ kind: "result", result });
    } catch (error) {
      if (error instanceof Stopped) return;
      stopCamera();
      setStep({ kind: "problem", message: (error as Error).message });
    }
  }

  /** Reads the camera until `pose` is held in HELD_READINGS frames in a row; the last one's JPEG. */
  async function capture(
    pose: SelfiePose,
    deadline: number,
    alive: () => void,
    hint: (text: string | null) => void,
  ): Promise<Blob> {
    const element = video.current!;
    const canvas = document.createElement("canvas");
    let held = 0;
    for (;;) {
      alive();
      if (Date.now() > deadline) {
        throw new Error(
          t(
            "Time's up: the poses must be done within {minutes} minutes. Start again when you're ready.",
            { minutes: SELFIE_CHALLENGE_SECONDS / 60 },
          ),
        );
      }
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      if (canvas.width > 0) {
        // The camera's own picture, unmirrored: what the server checks again.
        canvas.getContext("2d")!.drawImage(element, 0, 0, canvas.width, canvas.height);
        const faces = await check.current!.faces(canvas);
        const one = faces.length === 1 ? faces[0]! : null;
        hint(
          faces.length === 0
            ? t("We can't see your face: face the camera in good light.")
            : faces.length > 1
              ? t("Only your face, please.")
              : null,
        );
        held = one && poseHeld(pose, one, canvas) ? held + 1 : 0;
        if (held >= HELD_READINGS) {
          return new Promise((resolve, reject) =>
            canvas.toBlob(
              (blob) =>
                blob ? resolve(blob) : reject(new Error(t("The frame couldn't be taken."))),
              "image/jpeg",
              0.85,
            ),
          );
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  }

  const cameraOn = step.kind === "starting" || step.kind === "pose";

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

        <div
          className={
            cameraOn
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

        {step.kind === "intro" && (
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            <li>{t("Find good light and hold your phone at eye level.")}</li>
            <li>{t("Do each pose the screen asks until it moves on: it takes a few seconds.")}</li>
            <li>{t("Only you in the picture.")}</li>
          </ul>
        )}
        {step.kind === "starting" && (
          <p role="status" className="text-center text-sm text-muted-foreground">
            {step.what}
          </p>
        )}
        {step.kind === "pose" && (
          <div role="status" aria-live="polite" className="grid gap-1 text-center">
            <p className="text-sm text-muted-foreground">
              {t("Pose {number} of {total}", {
                number: step.index + 1,
                total: step.poses.length,
              })}
            </p>
            <p className="text-lg font-semibold">{t(POSE_INSTRUCTIONS[step.poses[step.index]!])}</p>
            {step.hint && <p className="text-sm text-muted-foreground">{step.hint}</p>}
          </div>
        )}
        {step.kind === "sending" && (
          <div className="flex justify-center py-6 text-primary">
            <Spinner label={t("Checking your selfie")} className="size-7" />
          </div>
        )}
        {step.kind === "result" && <Outcome result={step.result} />}
        {step.kind === "problem" && (
          <p role="alert" className="flex gap-2 text-sm text-destructive">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {step.message}
          </p>
        )}

        <DialogFooter>
          {step.kind === "intro" && (
            <Button onClick={() => void start()}>{t("Start the camera")}</Button>
          )}
          {step.kind === "problem" && (
            <Button onClick={() => void start()}>{t("Try again")}</Button>
          )}
          {step.kind === "result" && <Button onClick={() => setOpen(false)}>{t("Done")}</Button>}
          {cameraOn && (
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("Cancel")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Outcome({ result }: { result: SelfieResult }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <p
        role={result.passed ? "status" : "alert"}
        className={result.passed ? "font-medium" : "font-medium text-destructive"}
      >
        {result.message}
      </p>
      {result.failure !== null && result.failure !== "no_match" && (
        <p className="text-sm text-muted-foreground">
          {result.status.attemptsLeft > 0
            ? t(
                "{count, plural, one {You can try # more time today.} other {You can try # more times today.}}",
                { count: result.status.attemptsLeft },
              )
            : t("That was your last try for today.")}
        </p>
      )}
      <ul className="grid gap-1 text-sm">
        {result.photos.map((photo) => (
          <li key={photo.id} className="flex items-center gap-2">
            {photo.verified ? (
              <BadgeCheck aria-hidden className="size-4 text-success" />
            ) : (
              <CircleAlert aria-hidden className="size-4 text-muted-foreground" />
            )}
            {photo.verified
              ? photo.position === 1
                ? t("Main photo: verified")
                : t("Photo {number}: verified", { number: photo.position })
              : photo.position === 1
                ? t("Main photo: not verified")
                : t("Photo {number}: not verified", { number: photo.position })}
          </li>
        ))}
      </ul>
    </div>
  );
}
