/** What the log may hold in memory while its reader is slow: past this, lines are dropped. */
export const LOG_BACKLOG_BYTES = 1024 * 1024;

export interface LogSink {
  write(line: string): void;
  /** Lines dropped since the start because the reader stalled (or went away). */
  dropped(): number;
}

/**
 * Where the server's log lines go: stdout, each line at once (a person may be waiting for it: a
 * reset link on a server without SMTP_URL), and never in a way that can block the process.
 *
 * A file or a terminal is written synchronously by Node, which is quick. A pipe or a socket (a
 * log shipper, journald, `npm start | …`) is written by the event loop when the reader takes it:
 * a reader that stalls must not stall the server nor keep it from exiting (docs/decisions/0029),
 * so past LOG_BACKLOG_BYTES waiting, a line is dropped and counted, and once the reader catches
 * up a line says how many were lost. Nothing at exit waits on the reader.
 */
export function createLogSink(
  stream: NodeJS.WritableStream & { writableLength: number } = process.stdout,
  backlogBytes = LOG_BACKLOG_BYTES,
): LogSink {
  let dropped = 0;
  let droppedSinceTold = 0;
  let gone = false;
  // A reader that went away (EPIPE) is not the server's error: an unhandled one would kill it.
  stream.on("error", () => {
    gone = true;
  });
  return {
    write(line) {
      if (gone || stream.writableLength > backlogBytes) {
        dropped++;
        droppedSinceTold++;
        return;
      }
      if (droppedSinceTold > 0) {
        stream.write(
          `${JSON.stringify({ level: 40, time: Date.now(), dropped: droppedSinceTold, msg: "log lines dropped: the log's reader was not keeping up" })}\n`,
        );
        droppedSinceTold = 0;
      }
      stream.write(line);
    },
    dropped: () => dropped,
  };
}

let stdout: LogSink | undefined;
/** The process's one sink on stdout (every logger of the process shares it and its count). */
export function stdoutSink(): LogSink {
  return (stdout ??= createLogSink());
}
