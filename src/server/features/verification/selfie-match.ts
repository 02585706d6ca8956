import { createHash } from "node:crypto";
import type { FaceEngine, ImageRead } from "./selfie-engine";
import { faceSimilarity } from "./selfie-engine";

/**
 * Two descriptors at least this similar (cosine) are one person's face: calibrated on the
 * package's own face images, figures in docs/decisions/0056-selfie-verification.md.
 */
export const FACE_MATCH_THRESHOLD = 0.6;

/** The selfie's descriptor: the mean of its frames' descriptors, each scaled to length 1. */
export function meanDescriptor(descriptors: number[][]): number[] {
  const mean = new Array<number>(descriptors[0]!.length).fill(0);
  for (const descriptor of descriptors) {
    const length = Math.hypot(...descriptor) || 1;
    descriptor.forEach((value, i) => (mean[i]! += value / length / descriptors.length));
  }
  // Stored as real (float4): rounded the same way here, so the hash is of what is kept.
  return Array.from(Float32Array.from(mean));
}

/** SHA-256 of the descriptor as float4 bytes, hex. */
export const descriptorHash = (descriptor: number[]) =>
  createHash("sha256").update(Float32Array.from(descriptor)).digest("hex");

/** The best similarity between the descriptor and any face in the image (0 without a face). */
export function bestMatch(descriptor: number[], image: ImageRead | undefined): number {
  if (!image) return 0;
  return Math.max(0, ...image.faces.map((face) => faceSimilarity(descriptor, face.descriptor)));
}

/** Each photo's best similarity to the descriptor, in the photos' order. */
export async function matchPhotos(
  engine: FaceEngine,
  descriptor: number[],
  photoBytes: Buffer[],
): Promise<number[]> {
  if (photoBytes.length === 0) return [];
  const images = await engine.read(photoBytes);
  return images.map((image) => bestMatch(descriptor, image));
}
