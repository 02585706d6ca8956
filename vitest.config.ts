import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The reliability suite (tests/reliability, README "Reliability suite"). The HTTP layer's probes
 * (fuzz, access matrix, exposure scan, limits) ask nothing of the engine: they run on PostgreSQL
 * where it answers, else on PGlite. `npm start` on the embedded database (its processes under
 * load, its backups) runs on it; races and the fleet behind HAProxy need PostgreSQL (PGlite runs
 * one statement at a time); the crash test runs on each.
 */
const RELIABILITY = {
  embedded: ["process", "backup", "live-flood", "slow-connections"],
  http: ["fuzz", "access-matrix", "exposure", "write-limits", "conformance", "spanish-errors"],
  postgres: ["races", "fleet"],
  each: ["crash"],
};

/**
 * Where a PostgreSQL server answers, the server's tests run on it: it is the stricter engine
 * (concurrent, PostgreSQL 15), its tests of two server processes run only there, and it runs
 * them in half the time. The embedded database keeps what is about a database itself: its
 * client, the server's processes and commands on it, the job queue and live fan-out on it, the
 * screens' statement counts and query plans. Without PostgreSQL, everything runs on PGlite
 * (decision 0076).
 */
const ABOUT_THE_DATABASE = [
  "src/server/db/**/*.test.ts",
  "src/server/process/**/*.test.ts",
  "src/server/cli/**/*.test.ts",
  "src/server/jobs/**/*.test.ts",
  "src/server/realtime/publish.test.ts",
  "src/server/features/screen-*.test.ts",
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const reliability = (files: string[]) => files.map((file) => `tests/reliability/${file}.test.ts`);

const integration = (name: string, db: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include:
      db === "postgres"
        ? [
            "src/server/**/*.test.ts",
            ...reliability([...RELIABILITY.http, ...RELIABILITY.postgres, ...RELIABILITY.each]),
          ]
        : [
            ...(withPostgres ? ABOUT_THE_DATABASE : ["src/server/**/*.test.ts"]),
            ...reliability([
              ...RELIABILITY.embedded,
              ...RELIABILITY.each,
              ...(withPostgres ? [] : RELIABILITY.http),
            ]),
          ],
    exclude: ["src/**/*.unit.test.ts"],
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
        // Screens drawn in a DOM shim, answered by the app in-process (decision 0070), on
        // PostgreSQL where it answers, as the browser suite's server (decision 0077).
        extends: true,
        test: {
          name: "screen",
          include: ["tests/screens/**/*.screen.test.tsx"],
          environment: "./tests/support/screen-environment.ts",
          // After the root's console guard (the lists are joined).
          setupFiles: ["tests/support/screen-setup.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          env: { TEST_DB: withPostgres ? "postgres" : "pglite", NODE_ENV: "test" },
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
