import type { Db } from "../../db/client";
import { recordStaffAction } from "../staff";
import type { StudioContext } from "./studio";

/** An editor's action in the staff audit log, inside the action's own transaction. */
export async function recordStudioAction(
  tx: Db,
  { userId }: StudioContext,
  action: string,
  target: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  await recordStaffAction(tx, { actorId: userId, action, target, detail });
}
