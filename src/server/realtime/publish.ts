import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { EVENTS_CHANNEL, type RealtimeEvent } from "./hub";

/** Publish inside the caller's transaction: listeners hear it only if the transaction commits. */
export async function publish(tx: Db, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
