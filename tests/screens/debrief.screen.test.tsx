import { describe, expect, it } from "vitest";
import type { FoundEachOther } from "#shared/schemas/debrief";
import type { MatchmakerRecord } from "#shared/schemas/events";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { openScreen, reopen, screen } from "#tests/support/screen";

const t = useTestApp();

async function read<T>(as: TestMember, path: string) {
  const res = await t().request(path, { as });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Every demo member, each with a session of their own. */
async function demoMembers(): Promise<TestMember[]> {
  const res = await t().request("/api/seed", { json: {} });
  expect(res.status).toBe(200);
  const { users } = (await res.json()) as { users: { id: string; name: string; email: string }[] };
  return Promise.all(users.map(async (u) => ({ ...u, cookie: await t().sessionCookie(u.id) })));
}

const firstName = (m: TestMember) => m.name.split(" ")[0]!;

describe("We found each other", () => {
  it("both members say it in Settings: the first is told it waits, the second is paused; their introducer sees +1 couple", async () => {
    const members = await demoMembers();
    const records = () =>
      Promise.all(members.map((m) => read<MatchmakerRecord>(m, "/api/events/matchmaker-record")));
    const couplesBefore = (await records()).map((record) => record.couples);
    // The first friend-made match whose two members may both say it.
    const byMatch = new Map<string, TestMember[]>();
    let pair: TestMember[] | undefined;
    for (const member of members) {
      const { choices } = await read<FoundEachOther>(member, "/api/debrief/found-each-other");
      for (const c of choices) byMatch.set(c.matchId, [...(byMatch.get(c.matchId) ?? []), member]);
      pair = [...byMatch.values()].find((both) => both.length === 2);
      if (pair) break;
    }
    const [first, second] = pair as [TestMember, TestMember];

    for (const [member, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const { user } = reopen(t(), "/settings", { as: member });
      await user.click(await screen.findByRole("combobox", { name: "Who did you find?" }));
      await user.click(await screen.findByRole("option", { name: firstName(other) }));
      await user.click(screen.getByRole("button", { name: "We found each other" }));
      if (member === first) {
        expect(
          await screen.findByText(`You said you found each other with ${firstName(other)}`, {
            exact: false,
          }),
        ).toBeVisible();
        // Alone, it shows nothing to the other.
        const theirs = await read<FoundEachOther>(other, "/api/debrief/found-each-other");
        expect(theirs.said).toBeNull();
      } else {
        expect(
          await screen.findByText(`You and ${firstName(other)} found each other.`, {
            exact: false,
          }),
        ).toBeVisible();
        await expect
          .poll(() => screen.getByRole("switch", { name: "Pause my profile" }))
          .toBeChecked();
      }
    }

    const after = await records();
    const introducer = members.find((_, i) => after[i]!.couples === couplesBefore[i]! + 1);
    expect(introducer).toBeDefined();
    openScreen(t(), "/profile", { as: introducer! });
    await expect
      .poll(async () => (await screen.findByTestId("matchmaker-record")).textContent)
      .toContain("couples: 1");
    reopen(t(), "/notifications", { as: introducer! });
    expect(
      await screen.findByText("Two friends you introduced found each other. Thank you: +1 couple", {
        exact: false,
      }),
    ).toBeVisible();
  });
});
