import { moderationCases } from "../../src/server/db/schema";
import { grantRole } from "../../src/server/features/staff";
import type { TestApp, TestMember } from "./test-app";

/** What moderation's tests do again and again, against the test app `t`. */
export function moderationKit(t: () => TestApp) {
  return {
    /** A member made a moderator, as the command line does. */
    async moderator(name = "Mo Derator"): Promise<TestMember> {
      const mod = await t().member({ name });
      await grantRole(t().db, {
        memberId: mod.id,
        role: "moderator",
        actorId: null,
        now: new Date(),
      });
      return mod;
    },
    /** A case about `member`, as a report would open it. */
    async caseAbout(member: TestMember): Promise<string> {
      const [row] = await t()
        .db.insert(moderationCases)
        .values({ memberId: member.id, severity: 1 })
        .returning({ id: moderationCases.id });
      return row!.id;
    },
    /** A moderator's action on a case. */
    act: (as: TestMember, caseId: string, json: unknown) =>
      t().request(`/api/moderation/cases/${caseId}/actions`, { as, json }),
  };
}
