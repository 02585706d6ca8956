import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, describe, expect, it } from "vitest";
import { errorForLog } from "./logger";

describe("errorForLog", () => {
  it("keeps a failed query's SQL and codes but never its parameters or the values PostgreSQL quotes", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_unique"'),
      {
        code: "23505",
        constraint: "user_email_unique",
        table: "user",
        detail: "Key (email)=(secret.person@example.com) already exists.",
      },
    );
    const error = new DrizzleQueryError(
      'insert into "user" ("id", "name", "email") values ($1, $2, $3)',
      ["u1", "Jo Smith", "secret.person@example.com"],
      cause,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('insert into \\"user\\"');
    expect(logged).toContain("23505");
    expect(logged).toContain("user_email_unique");
    expect(logged).not.toContain("secret.person@example.com");
    expect(logged).not.toContain("Jo Smith");
  });

  it("keeps the message of an ordinary programming error", () => {
    const logged = errorForLog(new TypeError("cannot read properties of undefined"));
    expect(logged).toMatchObject({
      name: "TypeError",
      message: "cannot read properties of undefined",
    });
    expect(logged.stack).not.toContain("cannot read properties");
  });
});

const loggerPath = fileURLToPath(new URL("./logger.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "vouch-logger-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `body` with a logger in a child process that then dies at once (no exit handlers). */
function logThenCrash(body: string): string[] {
  const script = join(dir, `crash-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    script,
    `import { createLogger } from ${JSON.stringify(loggerPath)};
const logger = createLogger("info");
${body}
process.kill(process.pid, "SIGKILL");`,
  );
  const child = spawnSync(process.execPath, ["--import", "tsx", script], {
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(child.signal).toBe("SIGKILL");
  return child.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe("the logger", () => {
  it("gets an error line, and the lines before it, out before a crash", () => {
    const lines = logThenCrash(`
logger.info({ requestId: "r1" }, "request");
logger.error({ err: { name: "Error", message: "boom" } }, "unhandled error");`);
    expect(lines).toEqual(["request", "unhandled error"]);
  });

  it("writes an ordinary line at once, not when a buffer fills (a reset link is waited for)", () => {
    const lines = logThenCrash(`logger.info({ mail: { body: "the link" } }, "mail not sent");`);
    expect(lines).toEqual(["mail not sent"]);
  });

  it("still redacts cookies and passwords", () => {
    const script = join(dir, "redact.ts");
    writeFileSync(
      script,
      `import { createLogger } from ${JSON.stringify(loggerPath)};
createLogger("info").error(
  { req: { headers: { cookie: "session=secret-cookie" } }, body: { password: "hunter22" } },
  "unhandled error",
);
process.kill(process.pid, "SIGKILL");`,
    );
    const child = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8" });
    expect(child.stdout).toContain("[redacted]");
    expect(child.stdout).not.toContain("secret-cookie");
    expect(child.stdout).not.toContain("hunter22");
  });
});
