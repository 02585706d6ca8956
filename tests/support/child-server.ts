import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { resolve } from "node:path";

/** A free local port, from the kernel (so parallel runs never collide). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

/**
 * What every test server process starts with: only this machine, a development server on
 * `port`, no pages to serve (the API is what is tested), and sign-in limits out of the way.
 */
export function testServerEnv(port: number): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    CLIENT_DIR: ".tmp/no-client",
    AUTH_RATE_LIMIT: "1000",
  };
}

export interface ChildServer {
  process: ChildProcess;
  url: string;
  output: () => string;
}

/** The real server (`src/server/main.ts`) in its own process, ready when /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: {
      ...testServerEnv(port),
      LOG_LEVEL: "warn",
      AUTH_ACCOUNT_RATE_LIMIT: "1000",
      WRITE_LIMIT_FACTOR: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += String(chunk)));
  child.stderr!.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return { process: child, url, output: () => output };
}

export function stopServer(server: ChildServer, signal: NodeJS.Signals): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null)
    return Promise.resolve();
  return new Promise((done) => {
    server.process.once("exit", () => done());
    server.process.kill(signal);
  });
}
