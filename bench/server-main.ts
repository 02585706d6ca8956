// The server process the benches start: `npm start`'s own (scripts/start.mjs picks this bundle when
// VOUCH_SERVER_ENTRY says so), with the bench's routes mounted beside the features'.
import { serve } from "../src/server/serve";
import { benchRoutes } from "./server-routes";

serve({ routes: [["/api/_bench", benchRoutes]] }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
