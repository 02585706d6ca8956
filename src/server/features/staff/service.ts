import { sql } from "drizzle-orm";
import type { GrantRoleInput, StaffOverview, StaffRole } from "#shared/schemas/staff";
import { noMemberWithEmailText } from "#shared/texts";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { NotFoundError, RuleError } from "../../http/errors";
import { grantRole, memberByEmail, revokeRole } from "./grants";

/** How many of the latest staff actions the admin screen shows. */
const AUDIT_SHOWN = 50;

/** Everyone holding a role, and the latest staff actions: the admin screen's one read. */
export async function staffOverview({ db }: ServiceContext): Promise<StaffOverview> {
  const [staff, audit] = await Promise.all([
    queryRows<StaffOverview["staff"][number]>(
      db,
      sql`select p.id as "memberId", p.name, p.username,
                 json_agg(json_build_object('role', sr.role, 'grantedAt', sr.granted_at)
                   order by sr.role) as roles
            from staff_roles sr join profiles p on p.id = sr.user_id
           where p.deleted_at is null
           group by p.id order by p.name, p.id`,
    ),
    queryRows<{ id: number; at: Date; actor: string | null; action: string; target: string }>(
      db,
      sql`select a.id, a.created_at as at, p.name as actor, a.action,
                 coalesce(tp.name, a.target) || coalesce(' · ' || (a.detail->>'role'), '') as target
            from staff_audit a
            left join profiles p on p.id = a.actor_id
            left join profiles tp on tp.id = a.target
           order by a.created_at desc, a.id desc limit ${AUDIT_SHOWN}`,
    ),
  ]);
  return {
    staff: staff.map((member) => ({
      ...member,
      roles: member.roles.map((r) => ({ ...r, grantedAt: new Date(r.grantedAt).toISOString() })),
    })),
    audit: audit.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() })),
  };
}

/** An admin grants a role to the member an email names. */
export async function grantByAdmin(ctx: ServiceContext, input: GrantRoleInput): Promise<void> {
  const member = await memberByEmail(ctx.db, input.email);
  if (!member)
    throw new RuleError(noMemberWithEmailText, "no_member", { email: noMemberWithEmailText });
  await grantRole(ctx.db, {
    memberId: member.id,
    role: input.role,
    actorId: ctx.userId,
    now: ctx.now,
  });
}

/** An admin takes a role away; a role the member doesn't hold is not found. */
export async function revokeByAdmin(
  ctx: ServiceContext,
  input: { memberId: string; role: StaffRole },
): Promise<void> {
  const revoked = await revokeRole(ctx.db, { ...input, actorId: ctx.userId, now: ctx.now });
  if (!revoked) throw new NotFoundError("Role");
}
