import pino from "pino";

// Passwords, message texts and cookies never reach a log: we log no bodies, and redact headers.
export function createLogger(level: string) {
  // Buffered, so a request never waits on a write to stdout.
  const destination = pino.destination({ sync: false, minLength: 4096 });
  process.once("exit", () => destination.flushSync());
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          "*.password",
          "*.text",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
export type Logger = ReturnType<typeof createLogger>;
