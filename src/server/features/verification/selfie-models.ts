import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { FACE_MODEL_FILES } from "#shared/constants";
import { type AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { validationHook } from "../../http/validation";
import { HUMAN_MODEL_DIR } from "./selfie-engine";

const require = createRequire(import.meta.url);
const WASM_DIR = dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));

/** What the phone's check loads: the face models it runs, and TensorFlow's WASM binaries. */
const FILES: Record<string, { dir: string; type: string }> = Object.fromEntries([
  ...FACE_MODEL_FILES.flatMap((model) => [
    [`${model}.json`, { dir: HUMAN_MODEL_DIR, type: "application/json" }],
    [`${model}.bin`, { dir: HUMAN_MODEL_DIR, type: "application/octet-stream" }],
  ]),
  ...[
    "tfjs-backend-wasm.wasm",
    "tfjs-backend-wasm-simd.wasm",
    "tfjs-backend-wasm-threaded-simd.wasm",
  ].map((name) => [name, { dir: WASM_DIR, type: "application/wasm" }]),
]);

const fileRoute = createRoute({
  method: "get",
  path: "/{version}/{file}",
  tags: ["verification"],
  summary:
    "A file of the face model the phone runs for the selfie check, served from the server's own package (never fetched from elsewhere)",
  request: {
    params: z.object({
      version: z.string().describe("The face library's version (its files change with it)"),
      file: z.string().describe("A model's .json or .bin, or TensorFlow's .wasm"),
    }),
  },
  responses: {
    200: {
      content: { "application/octet-stream": { schema: z.string().describe("The file") } },
      description: "The file, kept by the browser for a year: its address names the version",
    },
    404: { description: "No such file of this version" },
  },
});

/** The installed face library's version: a file's address with another is a 404. */
const VERSION = (
  require(join(dirname(require.resolve("@vladmandic/human")), "../package.json")) as {
    version: string;
  }
).version;

/** /api/face-models: the face model's files, for signed-in members' phones. */
export const faceModelFiles = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  fileRoute,
  async (c) => {
    const { version, file } = c.req.valid("param");
    const found = FILES[file];
    if (version !== VERSION || !found || !Object.hasOwn(FILES, file)) {
      throw new AppError(404, "not_found", "No such model file");
    }
    const bytes = await readFile(join(found.dir, file));
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": found.type,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=31536000, immutable",
    });
  },
);
