import { SELFIE_CHALLENGE_SECONDS } from "@/shared/constants";
import type { TFunction } from "@/shared/i18n/i18n";
import { poseHeld, type SelfiePose } from "@/shared/selfie-poses";
import type { FaceCheck } from "./face-check";

/** Detections in a row that must hold the pose before its frame is taken. */
const HELD_READINGS = 2;

type CapturePose = {
  video: HTMLVideoElement;
  check: FaceCheck;
  pose: SelfiePose;
  /** When the challenge's time is up (ms since the epoch). */
  deadline: number;
  /** Throws once the member has closed or restarted the check. */
  alive: () => void;
  /** Says what keeps the pose from being judged (no face, or more than one), or null. */
  hint: (text: string | null) => void;
  t: TFunction;
};

/** Reads the camera until `pose` is held in HELD_READINGS frames in a row; the last one's JPEG. */
export async function capturePose({
  video,
  check,
  pose,
  deadline,
  alive,
  hint,
  t,
}: CapturePose): Promise<Blob> {
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
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    if (canvas.width > 0) {
      // The camera's own picture, unmirrored: what the server checks again.
      canvas.getContext("2d")!.drawImage(video, 0, 0, canvas.width, canvas.height);
      const faces = await check.faces(canvas);
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
            (blob) => (blob ? resolve(blob) : reject(new Error(t("The frame couldn't be taken.")))),
            "image/jpeg",
            0.85,
          ),
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}
