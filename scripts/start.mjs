// `npm start`: build the client if needed, bundle the server, then run it in this very process
// (no wrapper process to outlive a kill). With WORKERS=n (n > 1) this process forks n server
// processes instead (src/server/cluster.ts); each worker runs this file again and runs the
// bundle the first process made.
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
if (cluster.isPrimary && Number(process.env.WORKERS ?? 1) > 1) {
  await import(bundle("cluster.js"));
} else {
  await import(bundle("main.js"));
}
