// Browser tests: the built app started as `npm start` would, on a fresh embedded database.
// Port, data and client build are per E2E_PORT, so two runs on one machine don't collide.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { findChromium, findDesktopChromium } from "./find-chromium.mjs";

const port = process.env.E2E_PORT ?? "3210";
process.env.E2E_PORT = port;
process.env.CHROMIUM_PATH = findChromium();
process.env.DESKTOP_CHROMIUM_PATH = findDesktopChromium();
process.env.CLIENT_DIR = `.tmp/e2e-client-${port}`;
process.env.E2E_DATA_DIR = `.tmp/e2e-data-${port}`;

// `--build-only` builds the client and stops; E2E_CLIENT_BUILT=1 uses the one already built
// (`npm test` builds it beside the type check and lint, while a core would otherwise wait).
const buildOnly = process.argv[2] === "--build-only";
const build =
  process.env.E2E_CLIENT_BUILT === "1"
    ? { status: 0 }
    : spawnSync(
        process.execPath,
        [
          "node_modules/vite/bin/vite.js",
          "build",
          "--logLevel",
          "warn",
          "--outDir",
          process.env.CLIENT_DIR,
          "--emptyOutDir",
        ],
        { stdio: "inherit" },
      );
if (build.status !== 0 || buildOnly) process.exit(build.status ?? 1);
rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
