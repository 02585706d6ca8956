// `npm start`: build the client if needed, then run the server in this very process
// (no wrapper process to outlive a kill).
import { register } from "tsx/esm/api";
import { buildIfNeeded } from "./build-if-needed.mjs";

// A caller that passes CLIENT_DIR (the browser tests) built that client itself.
if (!process.env.CLIENT_DIR) buildIfNeeded();
register();
await import("../src/server/main.ts");
