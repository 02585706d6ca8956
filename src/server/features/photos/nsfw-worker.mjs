// The nudity model's thread (screening.ts starts it). Plain JavaScript, so the same file runs
// under tsx (dev, tests) and beside the bundled server (`npm start` copies it there).
// Loads nsfwjs's bundled MobileNetV2 on TensorFlow.js's WASM backend once, then answers
// { id, pixels, width, height } (RGB bytes) with { id, classes } or { id, error }.
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);

async function load() {
  const started = performance.now();
  const tf = require("@tensorflow/tfjs");
  const wasm = require("@tensorflow/tfjs-backend-wasm");
  // The .wasm files sit beside the package's entry; never fetched from the network.
  wasm.setWasmPaths(`${dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`);
  if (!(await tf.setBackend("wasm"))) throw new Error("the WASM backend did not start");
  await tf.ready();
  const nsfwjs = require("nsfwjs");
  // nsfwjs greets on the console about hosting the model: the server's stdout is its JSON log.
  /* eslint-disable no-console -- silencing a package's greeting, not logging */
  const info = console.info;
  console.info = () => {};
  /* eslint-enable no-console */
  // eslint-disable-next-line no-console -- restoring what was silenced above
  const model = await nsfwjs.load("MobileNetV2").finally(() => (console.info = info));
  return { tf, model, loadMs: performance.now() - started };
}

let loaded;
try {
  loaded = await load();
  parentPort.postMessage({ ready: true, loadMs: loaded.loadMs });
} catch (error) {
  parentPort.postMessage({ ready: false, error: String(error?.stack ?? error) });
}

parentPort.on("message", async ({ id, pixels, width, height }) => {
  if (!loaded) return parentPort.postMessage({ id, error: "the model did not load" });
  const { tf, model } = loaded;
  const started = performance.now();
  const image = tf.tensor3d(pixels, [height, width, 3], "int32");
  try {
    const predictions = await model.classify(image, 5);
    const classes = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
    parentPort.postMessage({ id, classes, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  } finally {
    image.dispose();
  }
});
