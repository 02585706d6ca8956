import type { TestApp } from "./test-app";
import { ORIGIN } from "./test-app";

/** What a probe sent, for the failure list. */
export interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  as?: string;
}

// What must never reach a response: stack frames, file paths, driver and SQL errors.
const INTERNALS: [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?[\w.<>$[\] ]*\(?(?:file:\/\/|\/|node:)[^)\s]*:\d+:\d+\)?/],
  ["node_modules", /node_modules/],
  ["a file path", /(?:^|[\s"'(=])\/(?:work|home|root|usr|tmp|app|src|var)\/[\w.-]+\//],
  [
    "a PostgreSQL error",
    /\b(?:ERROR|FATAL|PANIC):\s|SQLSTATE|syntax error at or near|violates \w+(?:-\w+)? constraint|invalid input syntax for|duplicate key value|relation "[^"]+" does not exist/i,
  ],
  ["a JavaScript error", /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError): /],
];
const SQL_TEXT =
  /\b(?:select|insert into|update|delete from)\b[\s\S]{0,120}\b(?:from|values|set|where)\b\s+"?\w+/i;

/** The problems with one answer: a 5xx, internals in the body, an error not in our shape. */
export async function problemsOf(res: Response): Promise<string[]> {
  const problems: string[] = [];
  const text = await res.text();
  if (res.status >= 500) problems.push(`HTTP ${res.status}`);
  for (const [what, pattern] of INTERNALS) {
    if (pattern.test(text)) problems.push(`${what} in the body`);
  }
  if (res.status >= 400) {
    if (SQL_TEXT.test(text)) problems.push("SQL in an error body");
    let shaped = false;
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
      shaped = typeof body.error?.code === "string" && typeof body.error.message === "string";
    } catch {
      shaped = false;
    }
    if (!shaped) problems.push("an error not in our shape");
  }
  if (problems.length) problems.push(`body: ${text.slice(0, 300)}`);
  return problems;
}

/** Sends a raw request through the app, as a browser page of ours would (same origin). */
export function send(app: TestApp, sent: Sent, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, ...sent.headers };
  if (cookie) headers.cookie = cookie;
  return Promise.resolve(
    app.app.request(sent.path, { method: sent.method, headers, body: sent.body }),
  );
}

export const describeSent = (sent: Sent) =>
  `${sent.as ?? "signed out"}: ${sent.method} ${sent.path.slice(0, 200)}` +
  (sent.headers?.["content-type"] ? ` [${sent.headers["content-type"]}]` : "") +
  (sent.body !== undefined ? ` ${sent.body.slice(0, 200)}` : "");
