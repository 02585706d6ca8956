import type { Environment } from "vitest/runtime";
import { populateGlobal } from "vitest/runtime";
import { ORIGIN } from "./test-origin";

/**
 * A DOM for screen tests (tests/screens), beside the server they talk to in the same process.
 * Vitest's own happy-dom environment also swaps in the DOM's fetch, Request, Response, streams,
 * binary types and AbortController: the server (Hono, the auth library, Node's timers) would then
 * meet objects it doesn't know. Here the page gets the DOM, and both keep Node's networking and
 * binary types, as a browser's page and its server each have their own real ones.
 */
const NODE_KEEPS = [
  "Request",
  "Response",
  "Headers",
  "fetch",
  "FormData",
  "Blob",
  "File",
  "AbortController",
  "AbortSignal",
  "URL",
  "URLSearchParams",
  "MessagePort",
  "Crypto",
  "Performance",
  "ArrayBuffer",
  "Uint8Array",
  "Uint16Array",
  "Uint32Array",
  "Uint8ClampedArray",
  "Int8Array",
  "Int16Array",
  "Int32Array",
  "Float32Array",
  "Float64Array",
  "TextEncoder",
  "TextDecoder",
  "ReadableStream",
  "WritableStream",
  "TransformStream",
];

export default {
  name: "screen",
  viteEnvironment: "ssr",
  async setup(global: typeof globalThis & Record<string, unknown>) {
    const kept = new Map(NODE_KEEPS.map((key) => [key, global[key]]));
    const { GlobalWindow } = await import("happy-dom");
    const win = new GlobalWindow({
      url: ORIGIN,
      width: 375,
      height: 812,
      console: global.console,
      settings: { disableErrorCapturing: true },
    });
    const { keys, originals } = populateGlobal(global, win, { bindFunctions: true });
    for (const [key, value] of kept) {
      if (value === undefined) continue;
      Object.defineProperty(global, key, { value, writable: true, configurable: true });
    }
    return {
      async teardown() {
        await win.happyDOM.abort();
        win.close();
        for (const key of keys) delete global[key];
        for (const [key, value] of originals) global[key as string] = value;
        for (const [key, value] of kept) {
          if (value !== undefined)
            Object.defineProperty(global, key, { value, writable: true, configurable: true });
        }
      },
    };
  },
} satisfies Environment;
