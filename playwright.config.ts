import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** The local OpenID Connect provider standing in for Google, started by google.spec.ts. */
export const GOOGLE_ISSUER_PORT = PORT + 5;

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
// The phone: a Pixel 7's agent, touch and mobile viewport, one device pixel per CSS pixel
// (decision 0046).
const PHONE = {
  ...devices["Pixel 7"],
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
};
// Run by scripts/e2e.mjs, which finds both (scripts/find-chromium.mjs): Debian's headless shell
// for every journey, its desktop Chromium where only it will do.
const PUSH = /push\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs a third of the suite's time on this 2-core machine; to keep one
    // for a failing test, run `node scripts/e2e.mjs <spec> --trace retain-on-failure`.
    trace: "off",
    // The app's service worker would precache the whole build in every test's fresh context and
    // answer navigations from its cache; tests/e2e/pwa.spec.ts allows it and tests it.
    serviceWorkers: "block",
    // As a member who asked for less motion sees it (the stylesheet's 1 ms transitions): a check
    // waits on no animation, and Chromium draws fewer frames (decision 0077).
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    // A click or fill that can't happen fails naming its element, not as the whole test's timeout.
    actionTimeout: 20_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "phone", testIgnore: PUSH, use: PHONE },
    // The headless shell has no Push API: the push switch is tested in the desktop binary.
    {
      name: "phone, desktop Chromium",
      testMatch: PUSH,
      use: {
        ...PHONE,
        launchOptions: { executablePath: process.env.DESKTOP_CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${PORT}`,
      CLIENT_DIR: process.env.CLIENT_DIR ?? "dist/client",
      // scripts/e2e.mjs makes a fresh PostgreSQL database where one answers (decision 0077).
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL, DEMO_MODE: "true" }
        : {}),
      AUTH_RATE_LIMIT: "10000",
      AUTH_IP_RATE_LIMIT: "10000",
      AUTH_ACCOUNT_RATE_LIMIT: "10000",
      // Many specs write as the same demo members; write-limits.test.ts proves the limits.
      WRITE_LIMIT_FACTOR: "100",
      // A spec that reads mail starts its own receiver here (password-reset.spec.ts).
      SMTP_URL: `smtp://127.0.0.1:${PORT + 6}`,
      LOG_LEVEL: "warn",
      // Short, so a browser test can wait past a heartbeat in a few seconds.
      LIVE_HEARTBEAT_MS: "2000",
      // A journey's "next day" (tests/e2e/pair-to-debrief.spec.ts), asked for per request.
      TEST_CLOCK: "true",
      GOOGLE_CLIENT_ID: "vouch-e2e",
      GOOGLE_CLIENT_SECRET: "vouch-e2e-secret",
      GOOGLE_ISSUER: `http://localhost:${GOOGLE_ISSUER_PORT}`,
    },
  },
});
