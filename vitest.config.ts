import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const integration = (name: string, db: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["src/server/**/*.test.ts"],
    exclude: ["src/**/*.unit.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB: db, NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // The client's own import alias, for its unit tests.
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.unit.test.ts", "tests/unit/**/*.test.ts"] },
      },
      integration("integration", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-pg", "postgres")] : []),
    ],
  },
});
