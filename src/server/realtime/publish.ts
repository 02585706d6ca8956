import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LiveEvent } from "#shared/schemas/live";
import { EVENTS_CHANNEL } from "./hub";

/**
 * Recipients per notification: PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more, and an
 * event may be for thousands (a reminder run, a departure told to everyone who saw the member).
 */
export const RECIPIENTS_PER_NOTIFY = 150;

/**
 * Publish inside the caller's transaction: listeners hear it only if the transaction commits.
 * Any number of recipients: it is sent in parts small enough for NOTIFY; to nobody, not at all.
 */
export async function publish(tx: Db, event: LiveEvent & { to: string[] }): Promise<void> {
  for (let i = 0; i < event.to.length; i += RECIPIENTS_PER_NOTIFY) {
    const part = { ...event, to: event.to.slice(i, i + RECIPIENTS_PER_NOTIFY) };
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(part)})`);
  }
}
