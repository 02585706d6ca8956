import { sql, type SQL } from "drizzle-orm";
import type { StaffRole } from "#shared/schemas/staff";
import { queryRows, type Db } from "../../db/client";

/** The member's staff roles as a text array, for a read that says who is asking. */
export const staffRolesOf = (member: SQL) =>
  sql`coalesce((select array_agg(sr.role::text order by sr.role) from staff_roles sr
                  where sr.user_id = ${member}), '{}')`;

/** Whether the member (a profile not deleted) holds the role: the one check of every staff screen. */
export async function hasRole(db: Db, userId: string, role: StaffRole): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from staff_roles sr join profiles p on p.id = sr.user_id
         where sr.user_id = ${userId} and sr.role = ${role} and p.deleted_at is null`,
  );
  return rows.length > 0;
}
