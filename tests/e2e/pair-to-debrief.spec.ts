import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { PendingDebriefs } from "#shared/schemas/debrief";
import type { EventDetail } from "#shared/schemas/events";
import type { Door, HostEvent, HostEventFields, Seating } from "#shared/schemas/hosting";
import type { SeedResult } from "#shared/schemas/seed";
import { eventPath } from "#shared/app-paths";
import {
  expect,
  fitsTheScreen,
  keepScreenshot,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
  withoutDrawnScreen,
} from "./fixtures";
import { addMemberFriend, DEMO_PASSWORD, player, topUp, type Player } from "./pairing-helpers";

// The whole evening of one event, with members and an event of the test's own making: a pair
// books, the event fills, the host seats it at tables, the guests check in, and the next day
// those who met answer the debrief their introducer sees only as totals, from three answers.

/** The day after: what this server (started with TEST_CLOCK) answers a request that asks for it. */
const NEXT_DAY = { "x-test-days-ahead": "1" };

const ok = async (res: Awaited<ReturnType<APIRequestContext["post"]>>) => {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res;
};

/** Both sides accept the suggestion their friend's direct match made: they are matched. */
async function matchBoth(a: Player, b: Player) {
  await ok(await a.page.request.post(`/api/matching/candidates/${b.member.id}/accept`));
  await ok(await b.page.request.post(`/api/matching/candidates/${a.member.id}/accept`));
}

/**
 * The layout fits a 375 px and a 320 px phone (`shown` is kept as a screenshot at each); axe finds
 * nothing serious in `shown`; back at 375 px.
 */
async function fitsPhones(page: Page, name: string, shown: Locator) {
  for (const width of [375, 320]) {
    await fitsTheScreen(page, width);
    await keepScreenshot(shown, `pair-to-debrief-${name}-${width}.png`);
  }
  expect(await seriousA11yViolations(page, shown)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
}

test("a pair books, the event fills, the host seats it, the guests check in, and their introducer sees the debrief's totals only from three answers", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const seeded = (await (
    await ok(await host.request.post("/api/seed", { data: {} }))
  ).json()) as SeedResult;
  // The first demo member holds every staff role, host among them.
  await ok(
    await host.request.post("/api/account/sign-in", {
      data: { email: seeded.moderator!.email, password: DEMO_PASSWORD },
    }),
  );
  const [ana, bea, cal, dee, eve, fay, gus] = await Promise.all(
    ["Ana", "Bea", "Cal", "Dee", "Eve", "Fay", "Gus"].map((first) =>
      player(browser, `${first} Evening`, []),
    ),
  );
  const everyone = [ana!, bea!, cal!, dee!, eve!, fay!, gus!];
  try {
    // Bea is a linked friend of Ana's circle, who asked her for a prompt she approved: the
    // icebreaker of their table. Fay introduced Ana to Cal and Bea to Dee; Eve blocked Cal.
    const beaEntry = await addMemberFriend(ana!.page.request, bea!.page.request, "Bea Evening");
    const asked = (await (
      await ok(
        await ana!.page.request.post(`/api/endorsements/friends/${beaEntry}/prompt`, {
          data: { prompt: "lucky-date" },
        }),
      )
    ).json()) as { id: string };
    await ok(
      await bea!.page.request.patch(`/api/endorsements/${asked.id}`, {
        data: { text: "She remembers every story you tell her." },
      }),
    );
    await ok(await ana!.page.request.post(`/api/endorsements/${asked.id}/approve`));
    const calEntry = await addMemberFriend(fay!.page.request, cal!.page.request, "Cal Evening");
    const deeEntry = await addMemberFriend(fay!.page.request, dee!.page.request, "Dee Evening");
    await topUp(fay!.page.request, "hearts-25");
    for (const [member, friendId] of [
      [ana!, calEntry],
      [bea!, deeEntry],
    ] as const)
      await ok(
        await fay!.page.request.post("/api/pairing/direct-matches", {
          data: { memberId: member.member.id, friendId, reason: "You both close the bar." },
        }),
      );
    await matchBoth(ana!, cal!);
    await matchBoth(bea!, dee!);
    await ok(
      await eve!.page.request.post("/api/safety/blocks", { data: { memberId: cal!.member.id } }),
    );

    // The host's event: five seats, no deposit, an hour away for now.
    const startsAt = Date.now() + 3_600_000;
    const fields: HostEventFields = {
      title: `Long Table Supper ${Date.now().toString(36)}`,
      description: "One long evening at small tables.",
      venue: "The Long Room",
      venueAddress: "1 Bowery",
      venueVerified: true,
      neighborhood: "Chelsea",
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 3 * 3_600_000).toISOString(),
      capacity: 5,
      depositRequired: 0,
      kind: "friday",
    };
    const event = (await (
      await ok(await host.request.post("/api/host/events", { data: fields }))
    ).json()) as HostEvent;
    await ok(await host.request.post(`/api/host/events/${event.id}/publish`));
    const detail = async (who: Player, headers?: Record<string, string>) =>
      (await (
        await ok(await who.page.request.get(`/api/events/${event.id}`, { headers }))
      ).json()) as EventDetail;

    // Ana books with Bea as her wingperson: the pair holds two of the five seats.
    const anaPage = ana!.page;
    await anaPage.goto(eventPath(event.id));
    const anaDialog = anaPage.getByRole("dialog");
    await anaDialog.getByRole("combobox", { name: /Come with a friend/ }).click();
    await anaPage.getByRole("option", { name: "Bea Evening" }).click();
    await anaDialog.getByRole("button", { name: /^RSVP/ }).click();
    await expect(toast(anaPage).filter({ hasText: "RSVP confirmed!" })).toBeVisible();
    await expect(anaDialog.getByTestId("pair-line")).toContainText(/Waiting for Bea to confirm/);
    expect((await detail(cal!)).seatsLeft).toBe(3);

    // Bea confirms from the event.
    await bea!.page.goto(eventPath(event.id));
    const invitation = bea!.page.getByRole("group", { name: "Invitation to come as a pair" });
    await invitation.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(bea!.page).filter({ hasText: "Coming as a pair with Ana" })).toBeVisible();
    await expect(anaDialog.getByTestId("pair-line")).toHaveText("Coming as a pair with Bea");

    // Three singles take the last three seats; the fourth finds it full and waits.
    for (const single of [cal!, dee!, eve!])
      await ok(await single.page.request.post(`/api/events/${event.id}/rsvp`));
    await gus!.page.goto(eventPath(event.id));
    const gusDialog = gus!.page.getByRole("dialog");
    await expect(gusDialog.getByText(/^This event is full\. Join the waitlist/)).toBeVisible();
    await gusDialog.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(toast(gus!.page).filter({ hasText: "You're on the waitlist" })).toBeVisible();

    // The evening begins: the host moves the start to a moment from now.
    const soon = Date.now() + 2_000;
    await ok(
      await host.request.put(`/api/host/events/${event.id}`, {
        data: { ...fields, startsAt: new Date(soon).toISOString() },
      }),
    );
    await anaPage.waitForTimeout(Math.max(0, soon - Date.now() + 500));
    const door = (await (
      await ok(await host.request.get(`/api/host/events/${event.id}/door`))
    ).json()) as Door;
    const checkInPath = new URL(door.checkInUrl).pathname + new URL(door.checkInUrl).search;

    // Ana checks in before there is a seating: no table yet.
    await anaPage.goto(checkInPath);
    await anaDialog.getByRole("button", { name: "Check in" }).click();
    await expect(
      toast(anaPage).filter({ hasText: "You're checked in!Have a lovely evening." }),
    ).toBeVisible();
    await expect(anaDialog.getByRole("region", { name: "Your table" })).toHaveCount(0);
    await markNotReloaded(anaPage);
    for (const guest of [cal!, dee!, eve!])
      await ok(
        await guest.page.request.post(`/api/events/${event.id}/check-in`, {
          data: { code: door.checkInCode },
        }),
      );

    // The host seats the five at tables of three and publishes the plan.
    const hostPage = await host.newPage();
    await hostPage.goto(`/host?event=${event.id}&tab=tables`);
    await hostPage.getByLabel("Seats per table").fill("3");
    await hostPage.getByRole("button", { name: "Seat at tables" }).click();
    await expect(toast(hostPage).filter({ hasText: "Tables saved" })).toBeVisible();
    await hostPage.getByRole("button", { name: "Propose seating" }).click();
    await expect(toast(hostPage).filter({ hasText: "Seating proposed" })).toBeVisible();
    await hostPage.getByRole("button", { name: "Publish seating" }).click();
    await expect(toast(hostPage).filter({ hasText: "Seating published" })).toBeVisible();
    const plan = (await (
      await ok(await host.request.get(`/api/host/events/${event.id}/seating`))
    ).json()) as Seating;
    expect(plan.unseated).toEqual([]);
    for (const table of plan.tables) expect(table.guests.length).toBeLessThanOrEqual(3);

    // Ana's open dialog shows her table at once, with its icebreaker: the publishing was live.
    const anaTable = anaDialog.getByRole("region", { name: "Your table" });
    const anaNumber = (await detail(ana!)).table!.number;
    await expect(anaTable.getByText(`Table ${anaNumber}`, { exact: true })).toBeVisible();
    await expect(anaTable.getByText("You'd be lucky to date Ana because…")).toBeVisible();
    await expect(anaTable.getByText("— Bea, a friend")).toBeVisible();
    expect(await notReloaded(anaPage)).toBe(true);
    await fitsPhones(anaPage, "table", anaTable);

    // Bea checks in: the pair share a table. Eve and Cal, who blocked, don't.
    await bea!.page.goto(checkInPath);
    const beaDialog = bea!.page.getByRole("dialog");
    await beaDialog.getByRole("button", { name: "Check in" }).click();
    await expect(
      toast(bea!.page).filter({ hasText: `You're checked in! Table ${anaNumber}` }),
    ).toBeVisible();
    await expect(beaDialog.getByRole("region", { name: "Your table" })).toContainText("Icebreaker");
    const [calTable, eveTable] = [(await detail(cal!)).table, (await detail(eve!)).table];
    expect(calTable).not.toBeNull();
    expect(eveTable).not.toBeNull();
    expect(calTable!.number).not.toBe(eveTable!.number);

    // Fay, their introducer, before anyone answers: no totals.
    const fayPage = fay!.page;
    await fayPage.goto("/profile");
    const totals = fayPage.getByTestId("debrief-totals");
    await expect(totals).toHaveText("Debrief totals show from 3 answers by those you introduced.");

    // The next day: Ana (at 375 px) and Cal (at 320 px) answer about each other.
    for (const [who, about, width, goodFit] of [
      [ana!, "Cal", 375, "Yes"],
      [cal!, "Ana", 320, "No"],
    ] as const) {
      // The server draws a screen with the member's cookie only, on today's clock: the app asks
      // for the next day's data itself.
      await who.page.context().setExtraHTTPHeaders(NEXT_DAY);
      await withoutDrawnScreen(who.page);
      await who.page.setViewportSize({ width, height: 812 });
      await who.page.goto("/home");
      const form = who.page
        .getByRole("region", { name: "How did it go?" })
        .getByRole("article", { name: `Your debrief about ${about}` });
      await form
        .getByRole("group", { name: "Would you see them again?" })
        .getByText("Yes", { exact: true })
        .click();
      await form
        .getByRole("group", { name: "Was the introduction a good fit?" })
        .getByText(goodFit, { exact: true })
        .click();
      await fitsTheScreen(who.page);
      await keepScreenshot(form, `pair-to-debrief-debrief-${width}.png`);
      await form.getByRole("button", { name: "Send my answers" }).click();
      await expect(
        toast(who.page).filter({ hasText: "Thanks: your answers stay with you" }),
      ).toBeVisible();
    }
    // Two answers: Fay still sees no totals, so neither answer can be told.
    await fayPage.reload();
    await expect(totals).toHaveText("Debrief totals show from 3 answers by those you introduced.");

    // Bea's is the third: Fay's profile shows the totals, live.
    const { debriefs } = (await (
      await ok(await bea!.page.request.get("/api/debrief", { headers: NEXT_DAY }))
    ).json()) as PendingDebriefs;
    expect(debriefs.map((d) => d.firstName)).toEqual(["Dee"]);
    await ok(
      await bea!.page.request.post(`/api/debrief/${debriefs[0]!.matchId}`, {
        headers: NEXT_DAY,
        data: { seeAgain: true, goodFit: true },
      }),
    );
    await expect(totals).toContainText("Would see them again: 3 of 3 · Good fit: 2 of 3");
    await fitsPhones(
      fayPage,
      "totals",
      fayPage.getByRole("region", { name: "Your matchmaker record" }),
    );
  } finally {
    await Promise.all(everyone.map((p) => p.close()));
    await host.close();
  }
});
