import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The reliability suite (tests/reliability, README "Reliability suite"): fuzz, access matrix and
 * exposure scan on PGlite only (they probe the HTTP layer, the same on both); races on PostgreSQL
 * only (PGlite runs one statement at a time), as is the fleet behind HAProxy; the crash test on each.
 */
const RELIABILITY = {
  pglite: [
    "fuzz",
    "access-matrix",
    "exposure",
    "crash",
    "write-limits",
    "process",
    "backup",
    "live-flood",
    "slow-connections",
    "conformance",
    "spanish-errors",
  ],
  postgres: ["races", "crash", "fleet"],
};

/**
 * Where a PostgreSQL server answers, the features' tests run on it alone: it is the stricter of
 * the two (concurrent, PostgreSQL 15), and their tests of two server processes run only there.
 * The embedded database keeps the rest: its own client, the server's process-level tests, the
 * reliability suite, the query plans, and every screen end to end in the browser suite (which
 * runs on it). Without PostgreSQL, everything runs on PGlite. Running the features on both
 * took `npm test` past its twenty minutes (decision 0046).
 */
const FEATURES = "src/server/features/*/**/*.test.ts";
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const integration = (name: string, db: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: [
      "src/server/**/*.test.ts",
      ...RELIABILITY[db].map((file) => `tests/reliability/${file}.test.ts`),
    ],
    exclude: ["src/**/*.unit.test.ts", ...(db === "pglite" && withPostgres ? [FEATURES] : [])],
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB: db, NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: {
    alias: {
      // The client's own import alias, for its unit tests.
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Test support, from anywhere (package.json "imports", tsconfig "paths").
      "#tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  test: {
    pool: "forks",
    // Every project: a test fails on a console error or warning it did not allow.
    setupFiles: ["tests/support/console-guard.ts"],
    // Test files share each worker's loaded modules: every file still gets its own app and
    // database (tests/support/test-app.ts), and loading the server afresh for each of ~100
    // files cost more than two minutes of the suite's ~6.
    isolate: false,
    // Vitest's default is one worker less than the cores: a single worker on this 2-core machine,
    // though most of a test's time is spent waiting on a database or a server.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.unit.test.ts", "tests/unit/**/*.test.ts"] },
      },
      integration("integration", "pglite"),
      {
        // Screens drawn in a DOM shim, answered by the app in-process (decision 0070).
        extends: true,
        test: {
          name: "screen",
          include: ["tests/screens/**/*.screen.test.tsx"],
          environment: "./tests/support/screen-environment.ts",
          // After the root's console guard (the lists are joined).
          setupFiles: ["tests/support/screen-setup.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          env: { TEST_DB: "pglite", NODE_ENV: "test" },
          // A screen's first visit in a worker waits for its code to compile, as a browser's
          // waits for it to download: as long as Testing Library's own waits (screen.tsx).
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres ? [integration("integration-pg", "postgres")] : []),
    ],
  },
});
