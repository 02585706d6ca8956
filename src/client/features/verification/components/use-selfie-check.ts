import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SELFIE_CHALLENGE_SECONDS } from "@/shared/constants";
import type { SelfieResult } from "@/shared/schemas/selfie";
import type { SelfiePose } from "@/shared/selfie-poses";
import { drawChallenge, sendSelfie } from "../api";
import { cameraProblem } from "./camera-problem";
import { capturePose } from "./capture-pose";
import type { FaceCheck } from "./face-check";

export type SelfieStep =
  | { kind: "intro" }
  | { kind: "starting"; what: string }
  | { kind: "pose"; index: number; poses: SelfiePose[]; hint: string | null }
  | { kind: "sending" }
  | { kind: "result"; result: SelfieResult }
  | { kind: "problem"; message: string };

/** The camera is shown, and can be cancelled, while it starts and the poses are done. */
export const cameraOn = (step: SelfieStep) => step.kind === "starting" || step.kind === "pose";

class Stopped extends Error {}

/**
 * The selfie check's flow: the camera, three poses drawn by the server, each judged on the phone
 * and captured once held, then sent for the server's own check. `video` shows the camera; `stop`
 * ends the camera and whatever was under way, back at the intro.
 */
export function useSelfieCheck() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SelfieStep>({ kind: "intro" });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const check = useRef<FaceCheck | null>(null);
  const run = useRef(0);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const stop = () => {
    run.current++;
    stopCamera();
    setStep({ kind: "intro" });
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
      const faceCheck: FaceCheck =
        check.current ??
        (await import("./face-check").then(({ loadFaceCheck }) => loadFaceCheck()));
      check.current = faceCheck;
      alive();
      const challenge = await drawChallenge();
      alive();
      const deadline = Date.now() + SELFIE_CHALLENGE_SECONDS * 1000;
      const frames: Blob[] = [];
      for (const [index, pose] of challenge.poses.entries()) {
        setStep({ kind: "pose", index, poses: challenge.poses, hint: null });
        frames.push(
          await capturePose({
            video: element,
            check: faceCheck,
            pose,
            deadline,
            alive,
            hint: (hint) => setStep({ kind: "pose", index, poses: challenge.poses, hint }),
            t,
          }),
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

  return { step, video, start, stop };
}
