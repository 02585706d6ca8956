import { sql } from "drizzle-orm";
import { STAFF_ROLES } from "#shared/schemas/staff";
import { queryRows, type Db } from "../../db/client";
import { grantRole } from "../staff";

/**
 * The demo world's staff, granted through the staff feature as an admin's grant is: the first
 * demo member (as /seed lists them) holds every role, so one sign-in opens every staff screen;
 * the second moderates too, as an appeal needs a moderator other than the one who decided.
 */
export async function seedDemoStaff(tx: Db, now: Date): Promise<void> {
  const [first, second] = await queryRows<{ id: string }>(
    tx,
    sql`select id from profiles where is_demo order by name, username limit 2`,
  );
  if (!first) return;
  const grants = [
    ...STAFF_ROLES.map((role) => ({ memberId: first.id, role })),
    ...(second ? [{ memberId: second.id, role: "moderator" as const }] : []),
  ];
  for (const grant of grants) await grantRole(tx, { ...grant, actorId: null, now });
}
