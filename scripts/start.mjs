// `npm start`: build the client if needed and bundle the server (in a process of their own),
// then supervise WORKERS server processes (one by default; src/server/process/cluster.ts) that it
// starts again when they die. Each worker runs this file again and runs the bundle the first
// process made.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

if (cluster.isPrimary) {
  // In a process of its own (scripts/prepare-server.mjs): hashing the sources and bundling left
  // ~40 MB in this process, which supervises for as long as the server runs.
  const prepared = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("./prepare-server.mjs", import.meta.url))],
    { stdio: ["ignore", "inherit", "inherit", "pipe"], encoding: "utf8" },
  );
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  process.env.VOUCH_SERVER_BUNDLE = prepared.output[3];
}
const bundle = (name) => pathToFileURL(resolve(process.env.VOUCH_SERVER_BUNDLE, name)).href;
if (cluster.isPrimary) {
  await import(bundle("cluster.js"));
} else {
  // The server process; the benches name their own, which mounts their routes too.
  await import(bundle(process.env.VOUCH_SERVER_ENTRY ?? "main.js"));
}
