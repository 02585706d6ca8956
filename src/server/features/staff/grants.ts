import { and, eq, sql } from "drizzle-orm";
import type { StaffRole } from "#shared/schemas/staff";
import { lastAdminText } from "#shared/texts";
import type { Db } from "../../db/client";
import { profiles, staffRoles, user } from "../../db/schema";
import { RuleError } from "../../http/errors";
import { recordStaffAction } from "./audit";

interface Member {
  id: string;
  name: string;
}

/** The member an email names (a completed profile, not deleted), or null. */
export async function memberByEmail(db: Db, email: string): Promise<Member | null> {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(sql`lower(${user.email}) = lower(${email.trim()}) and ${profiles.deletedAt} is null`);
  return row ?? null;
}

export interface Grant {
  memberId: string;
  role: StaffRole;
  /** The admin granting or revoking; null from the command line. */
  actorId: string | null;
  now: Date;
}

/** Gives the member the role, with its audit row; granting it again changes nothing. */
export async function grantRole(db: Db, { memberId, role, actorId, now }: Grant): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(staffRoles)
      .values({ userId: memberId, role, grantedAt: now, grantedBy: actorId })
      .onConflictDoNothing()
      .returning({ userId: staffRoles.userId });
    if (added.length > 0)
      await recordStaffAction(tx, {
        actorId,
        action: "role.granted",
        target: memberId,
        detail: { role },
      });
  });
}

/**
 * Takes the role from the member, with its audit row. An admin can't take away the last admin
 * role (the command line can: it needs none). False when they didn't hold it.
 */
export async function revokeRole(db: Db, { memberId, role, actorId }: Grant): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (role === "admin" && actorId !== null) {
      // Taking the admins' rows' locks first: two admins revoking each other at once take turns.
      const admins = await tx
        .select({ userId: staffRoles.userId })
        .from(staffRoles)
        .where(eq(staffRoles.role, "admin"))
        .for("update");
      if (admins.length === 1 && admins[0]!.userId === memberId) throw new RuleError(lastAdminText);
    }
    const gone = await tx
      .delete(staffRoles)
      .where(and(eq(staffRoles.userId, memberId), eq(staffRoles.role, role)))
      .returning({ userId: staffRoles.userId });
    if (gone.length > 0)
      await recordStaffAction(tx, {
        actorId,
        action: "role.revoked",
        target: memberId,
        detail: { role },
      });
    return gone.length > 0;
  });
}
