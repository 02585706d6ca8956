// Browser tests: the built app started as `npm start` would, on a fresh database: its own on the
// PostgreSQL server of TEST_DATABASE_URL where one is named, else an embedded one. Port, data and
// client build are per E2E_PORT, so two runs on one machine don't collide.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";
import { findChromium, findDesktopChromium } from "./find-chromium.mjs";

/** Drops and creates `name` on the server of `url`; returns the new database's URL. */
async function freshDatabase(url, name) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

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
// PGlite runs one statement at a time on the server's own thread: on PostgreSQL the suite takes
// half the time (decision 0077). `npm start` on the embedded database is the process, crash and
// backup tests' to prove.
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  try {
    process.env.E2E_DATABASE_URL = await freshDatabase(
      process.env.TEST_DATABASE_URL,
      `vouch_e2e_${port.replace(/\W/g, "")}`,
    );
  } catch (error) {
    console.log(`No database of its own on PostgreSQL (${error.message}): the embedded one.`);
  }
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
