import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Every Vitest test fails on a `console.error` or `console.warn` it did not expect, as the browser
 * suite does (tests/e2e/fixtures.ts): a warning nobody reads is a bug nobody fixes. A test that
 * means to provoke one says so with `allowConsole(/pattern/)`.
 */
interface Guard {
  unexpected: string[];
  allowed: RegExp[];
}

// Test files share a worker's modules (vitest.config.ts, `isolate: false`) but this setup file
// runs again for each of them: the state and the wrapped console are made once per worker.
const KEY = Symbol.for("vouch.console-guard");
const holder = globalThis as typeof globalThis & { [KEY]?: Guard };
const guard = (holder[KEY] ??= install());

function install(): Guard {
  const state: Guard = { unexpected: [], allowed: [] };
  for (const level of ["error", "warn"] as const) {
    // eslint-disable-next-line no-console -- wrapping the console is this file's purpose
    const original = console[level].bind(console);
    // eslint-disable-next-line no-console -- wrapping the console is this file's purpose
    console[level] = (...args: unknown[]) => {
      const text = args.map(describe).join(" ");
      if (!state.allowed.some((pattern) => pattern.test(text))) {
        state.unexpected.push(`console.${level}: ${text}`);
      }
      original(...args);
    };
  }
  return state;
}

function describe(arg: unknown): string {
  if (typeof arg === "string") return arg;
  if (arg instanceof Error) return arg.stack ?? arg.message;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}

/** Lets the current test write console errors or warnings matching `pattern`. */
export function allowConsole(pattern: RegExp) {
  guard.allowed.push(pattern);
}

function failOnUnexpected() {
  const found = guard.unexpected.splice(0);
  if (found.length) throw new Error(`Unexpected console output:\n${found.join("\n")}`);
}

beforeEach(() => {
  guard.allowed = [];
});
afterEach(() => {
  try {
    failOnUnexpected();
  } finally {
    guard.allowed = [];
  }
});
// Output outside any test (a file's beforeAll or afterAll) fails the file.
afterAll(failOnUnexpected);
