import type { PGlite } from "@electric-sql/pglite";
import { Hono } from "hono";
import { queryRows } from "../src/server/db/client";
import { sql } from "drizzle-orm";
import { type AppEnv, serviceContext } from "../src/server/http/context";
import { getMe } from "../src/server/features/account";

const PROBE = "select id, name from profiles where id = $1";

async function perSecond(iterations: number, run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < iterations; i++) await run();
  return Math.round(iterations / ((performance.now() - started) / 1000));
}

/**
 * Routes only `npm run bench` uses (/api/_bench/*): the benches' own server process mounts them
 * (bench/server-main.ts); the server `npm start` runs never has them.
 *
 * /raw-query measures, inside the server process, how fast the database answers one indexed
 * query with no HTTP in front: the ceiling every HTTP figure of `npm run bench` is compared with.
 */
export const benchRoutes = new Hono<AppEnv>()
  // The naive way to read as a member, for comparison: better-auth's full session read per request.
  .get("/naive-me", async (c) => {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: "unauthorized" }, 401);
    return c.json({
      user: await getMe(serviceContext(c, session.user.id)),
    });
  })
  .get("/raw-query", async (c) => {
    const { db, database } = c.var.deps;
    const iterations = Math.min(Number(c.req.query("n") ?? 5000), 100_000);
    const [probe] = await queryRows<{ id: string }>(db, sql`select id from profiles limit 1`);
    const id = probe?.id ?? "";
    // PGlite's own query(), and our prepared-statement path (database.query) that hot routes use.
    const client = (db as unknown as { $client?: PGlite }).$client;
    const plain =
      database.kind === "pglite" && client
        ? await perSecond(iterations, () => client.query(PROBE, [id]))
        : undefined;
    const prepared = await perSecond(iterations, () => database.query(PROBE, [id]));
    return c.json({ iterations, perSecond: plain ?? prepared, preparedPerSecond: prepared });
  });
