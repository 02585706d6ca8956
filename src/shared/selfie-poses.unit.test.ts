import { describe, expect, it } from "vitest";
import { poseHeld, SELFIE_POSES, type FaceReading, type SelfiePose } from "./selfie-poses";

const frame = { width: 640, height: 480 };
const degrees = (d: number) => (d * Math.PI) / 180;
/** A face of `size` × 480 px centred at `x` of the width, its head rolled `roll` degrees. */
const face = ({ size = 0.5, x = 0.5, roll = 0 } = {}): FaceReading => {
  const side = size * 480;
  return {
    box: [x * 640 - side / 2, 240 - side / 2, side, side],
    angle: { roll: degrees(roll), yaw: 0, pitch: 0 },
  };
};
const held = (reading: FaceReading) => SELFIE_POSES.filter((p) => poseHeld(p, reading, frame));

describe("poses", () => {
  it("a face at ease, straight and centred, holds none", () => {
    expect(held(face())).toEqual([]);
    expect(held(face({ roll: 8, size: 0.6, x: 0.58 }))).toEqual([]);
  });

  it.each<[SelfiePose, FaceReading]>([
    // The frame is the camera's own: a head tilted to its left shoulder turns clockwise in it.
    ["tilt_left", face({ roll: 18 })],
    ["tilt_right", face({ roll: -18 })],
    ["closer", face({ size: 0.8 })],
    ["farther", face({ size: 0.25 })],
    // The screen mirrors the frame: its left is the frame's right.
    ["screen_left", face({ x: 0.7 })],
    ["screen_right", face({ x: 0.3 })],
  ])("%s is held by its own reading and by no other pose", (pose, reading) => {
    expect(held(reading)).toEqual([pose]);
  });

  it("a face without rotation angles holds no tilt", () => {
    expect(poseHeld("tilt_left", { box: [270, 190, 100, 100], angle: null }, frame)).toBe(false);
  });
});
