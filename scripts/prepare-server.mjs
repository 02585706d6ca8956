// `npm start`'s first step, run by scripts/start.mjs in a process of its own: builds the client if
// needed (unless the caller built its own, CLIENT_DIR) and bundles the server, then writes the
// bundle's directory to file descriptor 3 for the supervisor to start its server processes from.
import { writeSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { bundleServer } from "./bundle-server.mjs";

if (!process.env.CLIENT_DIR) buildIfNeeded();
writeSync(3, bundleServer());
