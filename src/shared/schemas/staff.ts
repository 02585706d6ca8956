import { z } from "zod";
import { messageKey } from "../i18n/i18n";
import { emailSchema, textIdParam } from "./common";

/** Who runs Vouch, each role opening its own screen: /host, /studio, /moderation, /staff. */
export const STAFF_ROLES = ["host", "editor", "moderator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, { label: string; does: string }> = {
  host: { label: messageKey("Host"), does: messageKey("Makes, runs and cancels events") },
  editor: {
    label: messageKey("Editor"),
    does: messageKey("Writes clubs and their quiz questions"),
  },
  moderator: { label: messageKey("Moderator"), does: messageKey("Decides reports and appeals") },
  admin: { label: messageKey("Admin"), does: messageKey("Grants and revokes staff roles") },
};

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: "Choose a role" });

/** One member of staff as the admin screen lists them: never their email. */
export const staffMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  username: z.string(),
  roles: z.array(z.object({ role: staffRoleSchema, grantedAt: z.iso.datetime() })),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** One line of the staff audit log: who did what to what (a null actor: the command line). */
export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.string().nullable().describe("The staff member's name; null: the command line"),
  action: z.string(),
  target: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffOverviewSchema = z.object({
  staff: z.array(staffMemberSchema),
  audit: z.array(staffAuditEntrySchema).describe("The latest staff actions, newest first"),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const grantRoleSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type GrantRoleInput = z.infer<typeof grantRoleSchema>;

export const revokeRoleParamsSchema = z.object({
  memberId: textIdParam("Member"),
  role: z.enum(STAFF_ROLES, { error: "Role not found" }),
});
