import type { Db } from "../../db/client";
import { staffAudit } from "../../db/schema";

export interface StaffAction {
  /** The staff member acting; null for the command line. */
  actorId: string | null;
  /** What was done, as "<thing>.<verb>": "role.granted", "event.published", "question.retired". */
  action: string;
  /** What it was done to: a member's, an event's, a question's id. */
  target: string;
  detail?: Record<string, unknown>;
}

/** Writes the staff action to the audit log: call it inside the action's own transaction. */
export async function recordStaffAction(tx: Db, action: StaffAction): Promise<void> {
  await tx.insert(staffAudit).values({ ...action, detail: action.detail ?? {} });
}
