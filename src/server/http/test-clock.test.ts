import { describe, expect, it } from "vitest";
import type { PendingDebriefs } from "#shared/schemas/debrief";
import { metThroughFriend } from "#tests/support/debrief-factories";
import { useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp({ TEST_CLOCK: "true" });

const pending = async (as: TestMember, daysAhead?: string) => {
  const res = await t().request("/api/debrief", {
    as,
    headers: daysAhead === undefined ? {} : { "x-test-days-ahead": daysAhead },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as PendingDebriefs).debriefs.map((d) => d.firstName);
};

/** Ada and Ben, introduced by a friend, met just now: their debrief is due tomorrow. */
async function metToday() {
  const [vera, ada, ben] = [
    await t().member({ name: "Vera Voss" }),
    await t().member({ name: "Ada Park" }),
    await t().member({ name: "Ben Ortiz" }),
  ];
  await metThroughFriend(t(), { introducer: vera, one: ada, other: ben, metAt: new Date() });
  return ada;
}

describe("a request's clock on a server started with TEST_CLOCK", () => {
  it("moves as many days on as X-Test-Days-Ahead asks, within a month, and not otherwise", async () => {
    const ada = await metToday();
    expect(await pending(ada)).toEqual([]);
    expect(await pending(ada, "1")).toEqual(["Ben"]);
    for (const ignored of ["0", "-1", "1.5", "31", "tomorrow"])
      expect(await pending(ada, ignored), ignored).toEqual([]);
  });

  it("is the server's own without TEST_CLOCK, and in production whatever it says", async () => {
    const ada = await metToday();
    const env = t().deps.env;
    for (const change of [{ TEST_CLOCK: false }, { NODE_ENV: "production" as const }]) {
      const before = { TEST_CLOCK: env.TEST_CLOCK, NODE_ENV: env.NODE_ENV };
      Object.assign(env, change);
      try {
        expect(await pending(ada, "1")).toEqual([]);
      } finally {
        Object.assign(env, before);
      }
    }
  });
});
