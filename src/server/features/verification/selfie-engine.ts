import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FaceReading } from "#shared/selfie-poses";
import { AppError } from "../../http/errors";

/** One face the model found in an image. */
export interface FaceFound extends FaceReading {
  score: number;
  gestures: string[];
  /** The face descriptor: 1024 numbers, compared by cosine similarity (`faceSimilarity`). */
  descriptor: number[];
}

/** One image as the model read it: its size in pixels and its faces. */
export interface ImageRead {
  width: number;
  height: number;
  faces: FaceFound[];
}

export interface FaceEngine {
  /** Reads each image (JPEG, PNG, WebP…) in the model's thread, in order. */
  read(images: Buffer[]): Promise<ImageRead[]>;
  /** How long the model took to load, in milliseconds. */
  loadMs: number;
}

export const faceModelMissing = () =>
  new AppError(
    503,
    "face_model_unavailable",
    "Selfie verification isn't available on this server right now. Please try again later.",
  );

const require = createRequire(import.meta.url);
const humanDist = dirname(require.resolve("@vladmandic/human"));
const WORKER_FILE = fileURLToPath(new URL("./selfie-worker.mjs", import.meta.url));

/** The face model's own files, as its package ships them (what the browser loads too). */
export const HUMAN_MODEL_DIR = resolve(humanDist, "../models");

// One model thread per model directory (one in a running server), started on first use.
const engines = new Map<string, Promise<FaceEngine>>();

/**
 * The face model, loaded once per process in a thread of its own (its WASM work never blocks the
 * server's event loop). Rejects with a 503 AppError when the model can't load; the next call
 * tries again, so a model put in place later is found without a restart.
 */
export function faceEngine(modelDir: string = HUMAN_MODEL_DIR): Promise<FaceEngine> {
  let engine = engines.get(modelDir);
  if (!engine) {
    engine = startEngine(modelDir);
    engines.set(modelDir, engine);
    engine.catch(() => engines.delete(modelDir));
  }
  return engine;
}

function startEngine(modelDir: string): Promise<FaceEngine> {
  const worker = new Worker(WORKER_FILE, {
    workerData: {
      humanFile: join(humanDist, "human.node-wasm.js"),
      modelDir,
      wasmDir: dirname(require.resolve("@tensorflow/tfjs-backend-wasm")),
    },
  });
  // The thread never keeps the process alive: SIGTERM's shutdown ends it with the process.
  worker.unref();
  let next = 0;
  const pending = new Map<
    number,
    { resolve: (value: ImageRead[]) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  return new Promise<FaceEngine>((resolveEngine, rejectEngine) => {
    worker.on("error", (error) => {
      rejectEngine(Object.assign(faceModelMissing(), { cause: error }));
      failAll(faceModelMissing());
      engines.delete(modelDir);
    });
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        resolveEngine({
          loadMs: message.loadMs,
          read: (images) =>
            new Promise((resolveRead, rejectRead) => {
              const id = ++next;
              pending.set(id, { resolve: resolveRead, reject: rejectRead });
              worker.postMessage({ id, images });
            }),
        });
      } else if (message.type === "failed") {
        rejectEngine(Object.assign(faceModelMissing(), { cause: new Error(message.message) }));
        void worker.terminate();
      } else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === "result") waiting?.resolve(message.results);
        else waiting?.reject(new UnreadableImage(message.message));
      }
    });
  });
}

/** An image the model's thread couldn't decode. */
export class UnreadableImage extends Error {}

type WorkerMessage =
  | { type: "ready"; loadMs: number }
  | { type: "failed"; message: string }
  | { type: "result"; id: number; results: ImageRead[] }
  | { type: "error"; id: number; message: string };

/** Cosine similarity of two face descriptors: 1 is the same picture, ~0.4 two strangers. */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb);
}
