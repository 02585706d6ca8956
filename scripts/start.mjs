// `npm start`: build the client if needed, bundle the server, then supervise WORKERS server
// processes (one by default; src/server/process/cluster.ts) that it starts again when they die. Each
// worker runs this file again and runs the bundle the first process made.
import cluster from "node:cluster";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { bundleServer } from "./bundle-server.mjs";

if (cluster.isPrimary) {
  // A caller that passes CLIENT_DIR (the browser tests) built that client itself.
  if (!process.env.CLIENT_DIR) buildIfNeeded();
  process.env.VOUCH_SERVER_BUNDLE = bundleServer();
}
const bundle = (name) => pathToFileURL(resolve(process.env.VOUCH_SERVER_BUNDLE, name)).href;
if (cluster.isPrimary) {
  await import(bundle("cluster.js"));
} else {
  // The server process; the benches name their own, which mounts their routes too.
  await import(bundle(process.env.VOUCH_SERVER_ENTRY ?? "main.js"));
}
