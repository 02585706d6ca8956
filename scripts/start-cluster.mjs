// `npm run start:cluster`: `npm start` with one server process per CPU core (WORKERS overrides),
// on the PostgreSQL of DATABASE_URL.
import { availableParallelism } from "node:os";

process.env.WORKERS ||= String(Math.max(2, availableParallelism()));
await import("./start.mjs");
