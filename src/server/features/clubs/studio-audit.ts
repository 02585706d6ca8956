import type { Db } from "../../db/client";
import type { StudioContext } from "./studio";

/** An editor's action, for the staff audit log (inside the action's own transaction). */
export async function recordStudioAction(
  _tx: Db,
  _ctx: StudioContext,
  _action: string,
  _target: string,
  _detail?: Record<string, unknown>,
): Promise<void> {
  // Provisional until the staff audit log exists.
}
