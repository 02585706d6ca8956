// `npm start`: build the client if needed, then run the server in this very process
// (no wrapper process to outlive a kill). With WORKERS=n (n > 1) this process forks n server
// processes instead (src/server/cluster.ts); each worker runs this file again.
import cluster from "node:cluster";
import { register } from "tsx/esm/api";
import { buildIfNeeded } from "./build-if-needed.mjs";

// A caller that passes CLIENT_DIR (the browser tests) built that client itself.
if (cluster.isPrimary && !process.env.CLIENT_DIR) buildIfNeeded();
register();
if (cluster.isPrimary && Number(process.env.WORKERS ?? 1) > 1) {
  await import("../src/server/cluster.ts");
} else {
  await import("../src/server/main.ts");
}
