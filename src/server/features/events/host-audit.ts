import type { Db } from "../../db/client";
import { recordStaffAction } from "../staff";

/** What a host did, for the staff audit log: "event.published", the event's id, a detail. */
export interface HostAction {
  actorId: string;
  action: `event.${string}`;
  target: string;
  detail?: Record<string, unknown>;
}

/** Every host action is recorded in the staff audit log, inside its own transaction. */
export const recordHostAction = (tx: Db, action: HostAction): Promise<void> =>
  recordStaffAction(tx, action);
