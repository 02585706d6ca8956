// `npm test`: every test there is — types, lint, unit, integration on PGlite and (where a
// PostgreSQL server answers) on PostgreSQL, then the browser tests in Chromium.
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";

const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!process.env.TEST_DATABASE_URL) {
  if (await postgresAnswers(DEFAULT_PG)) process.env.TEST_DATABASE_URL = DEFAULT_PG;
}
if (process.env.TEST_DATABASE_URL) {
  console.log(
    `Integration tests also run on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`,
  );
} else {
  console.log("No PostgreSQL server answers: integration tests run on PGlite only.");
}

// Types, lint and the browser suite's client build each keep one core busy: they run side by
// side, and print one after the other.
const checks = [
  ["types", [["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.json"]]],
  [
    "lint",
    [
      ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."],
      // Every translated message has its Spanish, and every Spanish entry is said.
      ["scripts/check-catalogue.mjs"],
      ["scripts/check-feature-cycles.mjs"],
      // Decision records indexed with their status; comments state rules, not pointers.
      ["scripts/check-docs.mjs"],
      ["scripts/check-comments.mjs"],
      // Unused files, exports and dependencies (knip.jsonc).
      ["node_modules/knip/bin/knip.js"],
    ],
  ],
  ["browser build", [["scripts/e2e.mjs", "--build-only"]]],
];
const steps = [
  ["unit + integration", ["node_modules/vitest/vitest.mjs", "run"]],
  ["browser", ["scripts/e2e.mjs"], { E2E_CLIENT_BUILT: "1" }],
];

/** Runs the commands one after another, output kept; resolves with whether all passed. */
async function captured(commands) {
  let output = "";
  for (const args of commands) {
    const child = spawn(process.execPath, args, { env: process.env });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on("close", resolve));
    if (code !== 0) return { ok: false, output };
  }
  return { ok: true, output };
}

const started = Date.now();
const results = [];
const checked = await Promise.all(checks.map(([, commands]) => captured(commands)));
checks.forEach(([name], i) => {
  console.log(`\n━━ ${name} ━━`);
  process.stdout.write(checked[i].output);
  results.push([name, checked[i].ok]);
});
for (const [name, args, env = {}] of steps) {
  console.log(`\n━━ ${name} ━━`);
  if (name === "browser" && !results.find(([check]) => check === "browser build")[1]) {
    results.push([name, false]);
    continue;
  }
  const result = spawnSync(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  results.push([name, result.status === 0]);
}
console.log("\n━━ summary ━━");
for (const [name, ok] of results) console.log(`${ok ? "✓" : "✗"} ${name}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
