import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogSink } from "./log-sink";

/** A stream whose reader takes nothing until `drain()`: what a stalled log pipe looks like. */
function stalledReader() {
  const taken: string[] = [];
  let release: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 16,
    write(chunk, _encoding, done) {
      taken.push(String(chunk));
      release.push(done);
    },
  });
  const drain = () => {
    while (release.length) {
      const next = release;
      release = [];
      next.forEach((done) => done());
    }
  };
  return { stream, taken, drain };
}

describe("the log sink", () => {
  it("drops and counts lines past its backlog while the reader stalls, then says so", () => {
    const reader = stalledReader();
    const sink = createLogSink(reader.stream, 100);
    for (let i = 0; i < 50; i++) sink.write(`{"msg":"line ${i}"}\n`);
    expect(sink.dropped()).toBeGreaterThan(40);
    expect(reader.stream.writableLength).toBeLessThan(200);

    reader.drain();
    sink.write(`{"msg":"after"}\n`);
    reader.drain();
    const told = reader.taken.find((line) => line.includes("log lines dropped"));
    expect(JSON.parse(told!)).toMatchObject({ dropped: sink.dropped() });
  });

  it("survives a reader that went away", () => {
    const stream = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
      },
    });
    const sink = createLogSink(stream);
    sink.write("one\n");
    return new Promise<void>((done) =>
      setImmediate(() => {
        sink.write("two\n");
        expect(sink.dropped()).toBe(1);
        done();
      }),
    );
  });
});
