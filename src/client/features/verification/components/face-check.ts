// The phone's own face check: @vladmandic/human's browser build, with its models and TensorFlow's
// WASM binaries from this server (/api/face-models), never from elsewhere. Loaded with the selfie
// dialog only: none of it is in the app's other code.
import { Human, type Config } from "@vladmandic/human";
import { FACE_SCORE_MIN, type FaceReading } from "@/shared/selfie-poses";

/** What the check needs of each face: its box and rotation, like the server reads them. */
export interface FaceSeen extends FaceReading {
  score: number;
}

export interface FaceCheck {
  /** The faces in the picture drawn on `canvas`, the detector sure of each at least half. */
  faces(canvas: HTMLCanvasElement): Promise<FaceSeen[]>;
}

const config = (base: string): Partial<Config> => ({
  backend: "wasm",
  wasmPath: base,
  modelBasePath: base,
  debug: false,
  // Each frame is judged as it is: nothing carried over from the one before.
  cacheSensitivity: 0,
  warmup: "none",
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 3, minConfidence: 0.3, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  } as Config["face"],
  body: { enabled: false } as Config["body"],
  hand: { enabled: false } as Config["hand"],
  object: { enabled: false } as Config["object"],
  gesture: { enabled: false },
  segmentation: { enabled: false } as Config["segmentation"],
});

/** Loads the face check (a few MB, once per visit). */
export async function loadFaceCheck(): Promise<FaceCheck> {
  const human = new Human({});
  const base = `${window.location.origin}/api/face-models/${human.version}/`;
  const ready = new Human(config(base));
  await ready.load();
  return {
    async faces(canvas) {
      const result = await ready.detect(canvas);
      return result.face
        .filter((face) => face.score >= FACE_SCORE_MIN)
        .map((face) => ({
          score: face.score,
          box: face.box as FaceSeen["box"],
          angle: face.rotation?.angle ?? null,
        }));
    },
  };
}
