import pino from "pino";
import { stdoutSink, type LogSink } from "./log-sink";

// Passwords, message texts and cookies never reach a log: we log no bodies, and redact headers.
export function createLogger(level: string, sink: LogSink = stdoutSink()) {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          'req.headers["stripe-signature"]',
          "*.password",
          "*.text",
        ],
        censor: "[redacted]",
      },
    },
    sink,
  );
}
export type Logger = ReturnType<typeof createLogger>;

/**
 * What of an unexpected error may be logged. A failed query's message carries its parameters
 * (emails, names, password hashes) and a PostgreSQL error's detail quotes the values, so both are
 * left out: the SQL text with its placeholders, the error codes and the stack frames are enough.
 */
export function errorForLog(error: Error) {
  const cause = error.cause as
    { code?: unknown; constraint?: unknown; table?: unknown } | undefined;
  const query = (error as { query?: unknown }).query;
  // The stack opens with the message (which can span lines): keep only the frames.
  const frames = error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
  if (typeof query === "string") {
    return {
      name: error.name,
      query,
      code: cause?.code,
      constraint: cause?.constraint,
      table: cause?.table,
      stack: frames,
    };
  }
  const code = (error as { code?: unknown }).code;
  return code === undefined
    ? { name: error.name, message: error.message, stack: frames }
    : { name: error.name, code, stack: frames };
}
