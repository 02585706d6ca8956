// The face model's thread (plain JavaScript: it runs as it is, beside the bundle or the sources).
// It loads @vladmandic/human with its WASM backend once, from the package's own files, then
// answers "analyze" messages: each image's faces, their box, rotation, gestures and descriptor.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

// The library's Node build and sharp are CommonJS.
const require = createRequire(import.meta.url);

const { humanFile, modelDir, wasmDir } = workerData;

// The library fetches its models by URL; Node's fetch has no file: scheme.
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith("file:")) return new Response(await readFile(fileURLToPath(url)));
  if (url.startsWith("/")) return new Response(await readFile(url));
  if (url.startsWith("data:")) return networkFetch(input, init);
  // The model never reaches for the network.
  throw new Error(`The face model asked for ${url}; only its own files are served`);
};

/** Every frame is a separate photo: nothing is carried over from the previous one. */
const config = {
  backend: "wasm",
  wasmPath: wasmDir + "/",
  modelBasePath: pathToFileURL(modelDir).href + "/",
  debug: false,
  cacheSensitivity: 0,
  warmup: "none",
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 4, minConfidence: 0.3, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: true },
  segmentation: { enabled: false },
};

let sharp;
let human;

/** The models the checks use: without any of them the library would quietly find no face. */
const MODELS = ["blazeface", "facemesh", "faceres"];

async function load() {
  const started = performance.now();
  for (const model of MODELS) {
    for (const ext of [".json", ".bin"]) await readFile(path.join(modelDir, model + ext));
  }
  sharp = require("sharp");
  sharp.cache(false);
  const { Human } = require(path.resolve(humanFile));
  human = new Human(config);
  await human.load();
  await human.tf.ready();
  return Math.round(performance.now() - started);
}

/** One image's faces, as plain numbers. */
async function analyze(bytes) {
  const { data, info } = await sharp(Buffer.from(bytes))
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], "int32");
  try {
    const result = await human.detect(tensor);
    return {
      width: info.width,
      height: info.height,
      faces: result.face.map((face, index) => ({
        score: face.score,
        box: face.box,
        angle: face.rotation ? face.rotation.angle : null,
        gestures: result.gesture.filter((g) => g.face === index).map((g) => g.gesture),
        descriptor: face.embedding ? Array.from(face.embedding) : [],
      })),
    };
  } finally {
    tensor.dispose();
  }
}

const loaded = load().then(
  (loadMs) => parentPort.postMessage({ type: "ready", loadMs }),
  (error) => parentPort.postMessage({ type: "failed", message: String(error && error.message) }),
);

parentPort.on("message", async ({ id, images }) => {
  await loaded;
  try {
    const results = [];
    for (const image of images) results.push(await analyze(image));
    parentPort.postMessage({ type: "result", id, results });
  } catch (error) {
    parentPort.postMessage({ type: "error", id, message: String(error && error.message) });
  }
});
