import { messageKey } from "./i18n/i18n";

/**
 * The poses a selfie check may ask for, and when a face holds one. The phone checks each frame
 * with this before it captures it, and the server checks the same frames with it again, so both
 * sides agree on what "held" means. Every pose is read from what the face library measures
 * reliably on a still frame: the head's roll, and the face's size and place in the frame
 * (decision 0056 says why turns, nods, smiles and blinks are not in it).
 *
 * Frames are the camera's own pixels, not mirrored; the screen shows them mirrored like a mirror,
 * so "the left of the screen" is the right of the frame, and the member's left shoulder is on the
 * frame's right.
 */
export const SELFIE_POSES = [
  "tilt_left",
  "tilt_right",
  "closer",
  "farther",
  "screen_left",
  "screen_right",
] as const;
export type SelfiePose = (typeof SELFIE_POSES)[number];

/** What the member is asked to do, as the screen says it. */
export const POSE_INSTRUCTIONS: Record<SelfiePose, string> = {
  tilt_left: messageKey("Tilt your head toward your left shoulder"),
  tilt_right: messageKey("Tilt your head toward your right shoulder"),
  closer: messageKey("Bring your face closer to the camera"),
  farther: messageKey("Move back from the camera"),
  screen_left: messageKey("Move your face to the left of the screen"),
  screen_right: messageKey("Move your face to the right of the screen"),
};

/** A face the detector is at least this sure of counts; a fainter one is background. */
export const FACE_SCORE_MIN = 0.5;

/** One face as the library reads it: its box in pixels and its rotation in radians. */
export interface FaceReading {
  box: [number, number, number, number];
  angle: { roll: number; yaw: number; pitch: number } | null;
}

/** A tilt counts from this roll on, in degrees (a held head tilt reads 15–25°). */
const TILT_DEGREES = 12;
/** A face box this big against the frame's shorter side is close; this small, far (at ease: ~0.5). */
const CLOSE_SIZE = 0.75;
const FAR_SIZE = 0.3;
/** A face whose centre is this far off the middle, as a share of the frame's width. */
const SIDE_OFFSET = 0.12;

/** Whether `face`, in a frame of `width` × `height` pixels, holds `pose`. */
export function poseHeld(
  pose: SelfiePose,
  face: FaceReading,
  frame: { width: number; height: number },
): boolean {
  const [x, , w, h] = face.box;
  const roll = ((face.angle?.roll ?? 0) * 180) / Math.PI;
  const size = Math.max(w, h) / Math.min(frame.width, frame.height);
  const centre = (x + w / 2) / frame.width;
  switch (pose) {
    case "tilt_left":
      return roll >= TILT_DEGREES;
    case "tilt_right":
      return roll <= -TILT_DEGREES;
    case "closer":
      return size >= CLOSE_SIZE;
    case "farther":
      return size <= FAR_SIZE;
    case "screen_left":
      return centre >= 0.5 + SIDE_OFFSET;
    case "screen_right":
      return centre <= 0.5 - SIDE_OFFSET;
  }
}
