import { describe, expect, it } from "vitest";
import type { StaffOverview } from "#shared/schemas/staff";
import { lastAdminText, noMemberWithEmailText } from "#shared/texts";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { runModeratorCommand } from "../../cli/moderator-cli";
import { runStaffCommand } from "../../cli/staff-cli";
import { grantRole } from "./grants";

const t = useTestApp();

async function admin(name = "Ada Admin"): Promise<TestMember> {
  const member = await t().member({ name });
  await grantRole(t().db, { memberId: member.id, role: "admin", actorId: null, now: new Date() });
  return member;
}

async function overview(as: TestMember): Promise<StaffOverview> {
  const res = await t().request("/api/staff", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffOverview;
}

const rolesOf = (view: StaffOverview, member: TestMember) =>
  view.staff.find((s) => s.memberId === member.id)?.roles.map((r) => r.role) ?? [];

const sessionRoles = async (member: TestMember) =>
  (
    (await (await t().request("/api/session", { as: member })).json()) as {
      user: { roles: string[] };
    }
  ).user.roles;

describe("staff roles", () => {
  it("an admin grants and revokes roles by email; each is in the audit log with its actor", async () => {
    const ada = await admin();
    const hal = await t().member({ name: "Hal Host" });
    const res = await t().request("/api/staff/grants", {
      as: ada,
      json: { email: ` ${hal.email.toUpperCase()} `, role: "host" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const granted = (await res.json()) as StaffOverview;
    expect(rolesOf(granted, hal)).toEqual(["host"]);
    expect(await sessionRoles(hal)).toEqual(["host"]);
    expect(granted.audit[0]).toMatchObject({
      actor: "Ada Admin",
      action: "role.granted",
      target: "Hal Host · host",
    });
    // Granting again changes nothing and writes no second line.
    await t().request("/api/staff/grants", { as: ada, json: { email: hal.email, role: "host" } });
    expect((await overview(ada)).audit.filter((a) => a.action === "role.granted")).toHaveLength(2);

    const revoked = await t().request(`/api/staff/grants/${hal.id}/host`, {
      as: ada,
      method: "DELETE",
    });
    expect(revoked.status).toBe(200);
    const after = await overview(ada);
    expect(rolesOf(after, hal)).toEqual([]);
    expect(after.audit[0]).toMatchObject({ actor: "Ada Admin", action: "role.revoked" });
    expect(await sessionRoles(hal)).toEqual([]);
    // The list never carries an email.
    expect(JSON.stringify(after)).not.toContain("@");
  });

  it("says clearly when no member has the email or the role isn't held, and changes nothing", async () => {
    const ada = await admin();
    const before = await overview(ada);
    const res = await t().request("/api/staff/grants", {
      as: ada,
      json: { email: "nobody@example.com", role: "editor" },
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.fields).toEqual({ email: noMemberWithEmailText });
    const bad = await t().request("/api/staff/grants", {
      as: ada,
      json: { email: "not an email", role: "owner" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).error.fields ?? {}).sort()).toEqual(["email", "role"]);
    const gone = await t().request(`/api/staff/grants/${ada.id}/editor`, {
      as: ada,
      method: "DELETE",
    });
    expect(gone.status).toBe(404);
    expect(await overview(ada)).toEqual(before);
  });

  it("keeps one admin: the last can't give the role up, another can take it once there are two", async () => {
    const ada = await admin();
    const last = await t().request(`/api/staff/grants/${ada.id}/admin`, {
      as: ada,
      method: "DELETE",
    });
    expect(last.status).toBe(422);
    expect((await errorOf(last)).error.message).toBe(lastAdminText);
    const bo = await admin("Bo Admin");
    // Two admins revoking each other at once: one wins, the other is refused, one admin stays.
    const answers = await Promise.all([
      t().request(`/api/staff/grants/${bo.id}/admin`, { as: ada, method: "DELETE" }),
      t().request(`/api/staff/grants/${ada.id}/admin`, { as: bo, method: "DELETE" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422].sort());
    const remaining = (
      await t().database.query<{ n: number }>(
        `select count(*)::int as n from staff_roles where role = 'admin'`,
        [],
      )
    )[0]!.n;
    expect(remaining).toBe(1);
  });

  it("the command line grants every role and keeps npm run moderator working; both audited as the command line", async () => {
    const ada = await admin();
    const ed = await t().member({ name: "Ed Editor" });
    expect(await runStaffCommand(t().db, ["grant", "editor", ed.email], new Date())).toContain(
      "Ed Editor",
    );
    expect(await runModeratorCommand(t().db, ["grant", ed.email], new Date())).toContain(
      "is a moderator",
    );
    expect(await sessionRoles(ed)).toEqual(["editor", "moderator"]);
    expect(await runStaffCommand(t().db, ["revoke", "editor", ed.email], new Date())).toContain(
      "no longer an editor",
    );
    await expect(runStaffCommand(t().db, ["grant", "owner", ed.email], new Date())).rejects.toThrow(
      "usage",
    );
    const view = await overview(ada);
    expect(view.audit.slice(0, 3).map((a) => [a.actor, a.action])).toEqual([
      [null, "role.revoked"],
      [null, "role.granted"],
      [null, "role.granted"],
    ]);
  });

  it("the audit log refuses to be changed", async () => {
    await admin();
    await expect(t().database.query(`update staff_audit set action = 'x'`, [])).rejects.toThrow(
      "append-only",
    );
    await expect(t().database.query(`delete from staff_audit`, [])).rejects.toThrow("append-only");
  });
});
