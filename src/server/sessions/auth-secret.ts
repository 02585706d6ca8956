import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authSecret } from "../db/schema";
import type { ConfiguredEnv, Env } from "../process/env";

/**
 * The secret sessions, device cookies and signed links (unsubscribe) are signed with:
 * `BETTER_AUTH_SECRET`, else a random one kept in the database, made by the first process to ask
 * (an insert that does nothing when another process's secret is there, then a read), so every
 * process signs alike and a restart signs no one out. Never a constant in the source: anyone
 * could read it there and sign for any member.
 */
export async function withAuthSecret(db: Db, env: ConfiguredEnv): Promise<Env> {
  if (env.BETTER_AUTH_SECRET) return { ...env, authSecret: env.BETTER_AUTH_SECRET };
  await db
    .insert(authSecret)
    .values({ id: 1, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ secret: authSecret.secret })
    .from(authSecret)
    .where(sql`${authSecret.id} = 1`);
  if (!kept) throw new Error("the auth secret was not kept");
  return { ...env, authSecret: kept.secret };
}
