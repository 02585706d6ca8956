// The server process `npm start` runs (through scripts/start.mjs and the bundle).
import { serve } from "./serve";

serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
