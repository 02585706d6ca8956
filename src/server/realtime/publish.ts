import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LiveEvent } from "../../shared/schemas/live";
import { EVENTS_CHANNEL } from "./hub";

/** Publish inside the caller's transaction: listeners hear it only if the transaction commits. */
export async function publish(tx: Db, event: LiveEvent & { to: string[] }): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
