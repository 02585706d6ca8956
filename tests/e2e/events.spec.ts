import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { EventList, EventSummary } from "#shared/schemas/events";
import type { SeedResult } from "#shared/schemas/seed";
import { BASE_URL } from "../../playwright.config";
import {
  allowConsoleErrors,
  expect,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
  toastsCover,
  keepScreenshot,
} from "./fixtures";
import { DEMO_PASSWORD, player, topUp } from "./pairing-helpers";

const HOUR = 3_600_000;

async function seed(request: APIRequestContext): Promise<SeedResult> {
  const res = await request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()) as SeedResult;
}

async function upcoming(request: APIRequestContext): Promise<EventSummary[]> {
  const res = await request.get("/api/events");
  expect(res.status()).toBe(200);
  return ((await res.json()) as EventList).events;
}

/** A signed-in API session for the first demo member the predicate accepts. */
async function demoMemberWhere(
  seeded: SeedResult,
  accepts: (events: EventSummary[]) => boolean,
): Promise<APIRequestContext> {
  for (const user of seeded.users) {
    const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const res = await context.post("/api/account/sign-in", {
      data: { email: user.email, password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
    if (accepts(await upcoming(context))) return context;
    await context.dispose();
  }
  throw new Error("no demo member fits");
}

const headerHearts = (page: Page) => page.getByTestId("header-hearts");

// playwright.config.ts blocks service workers outside pwa.spec, and Playwright says so.
const SERVICE_WORKER_BLOCKED = "Service Worker registration blocked by Playwright";

/** Console errors and warnings the page logs from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("the calendar shows four Fridays and pages by four weeks; axe finds nothing serious", async ({
  page,
  member: _member,
}) => {
  const problems = consoleProblems(page);
  await seed(page.request);
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Friday Night Events" })).toBeVisible();
  const calendar = page.getByRole("region", { name: /Calendar/ });
  await expect(calendar.getByRole("listitem").filter({ hasText: /^Fri,/ })).toHaveCount(4);
  // The demo events of the coming Friday are on its tile.
  await expect(calendar.getByRole("button", { name: "Books & Bubbles" })).toBeVisible();

  const range = page.getByTestId("calendar-range");
  const first = await range.textContent();
  await page.getByRole("button", { name: "Next four weeks" }).click();
  await expect(range).not.toHaveText(first!);
  const next = await range.textContent();
  await expect(calendar.getByRole("button", { name: "Books & Bubbles" })).toHaveCount(0);
  await page.getByRole("button", { name: "Previous four weeks" }).click();
  await expect(range).toHaveText(first!);
  await page.getByRole("button", { name: "Previous four weeks" }).click();
  await expect(range).not.toHaveText(first!);
  await expect(range).not.toHaveText(next!);

  await expect(
    page.getByRole("region", { name: "Upcoming events" }).getByRole("button"),
  ).not.toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Next four weeks" }).click();
  await expect(range).toHaveText(first!);
  await calendar.getByRole("button", { name: "Books & Bubbles" }).click();
  await expect(page.getByRole("dialog", { name: "Books & Bubbles" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("RSVP holds the deposit and cancelling early gives it back, the header balance following", async ({
  page,
  member: _member,
}) => {
  await seed(page.request);
  await topUp(page.request); // 10 hearts
  const event = (await upcoming(page.request)).find(
    (e) =>
      e.depositRequired > 0 &&
      e.depositRequired <= 10 &&
      e.seatsLeft > 1 &&
      new Date(e.startsAt).getTime() > Date.now() + 25 * HOUR,
  )!;
  expect(event).toBeTruthy();

  const problems = consoleProblems(page);
  await page.goto("/events");
  await markNotReloaded(page);
  await expect(headerHearts(page)).toHaveText("10");
  await page
    .getByRole("region", { name: "Upcoming events" })
    .getByRole("button", { name: new RegExp(`^${event.title}`) })
    .click();
  const dialog = page.getByRole("dialog", { name: event.title });
  await expect(dialog.getByTestId("deposit-note")).toHaveText(
    `RSVP holds a deposit of ${event.depositRequired} hearts; you have 10 hearts.`,
  );
  await dialog.getByRole("button", { name: `RSVP · hold ${event.depositRequired} hearts` }).click();
  await expect(toast(page).filter({ hasText: "RSVP confirmed!" })).toContainText(
    "deposit comes back when you check in",
  );
  // The toast stands clear of the dialog's title and buttons.
  await expect.poll(() => toastsCover(page), { timeout: 2_000, intervals: [100] }).toEqual([]);
  await expect(headerHearts(page)).toHaveText(String(10 - event.depositRequired));
  await expect(dialog.getByText("You're going.")).toBeVisible();
  await expect(dialog.getByTestId("cancel-note")).toContainText("deposit comes back");
  await expect(dialog.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/events/${event.id}/calendar.ics`,
  );

  // Cancelling asks first, saying what happens to the deposit and the seat; keeping it changes nothing.
  await dialog.getByRole("button", { name: "Cancel RSVP" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Cancel your RSVP to ${event.title}?` });
  await expect(confirm).toContainText(
    `Your ${event.depositRequired} hearts deposit comes back to you. Your seat goes to the next member on the waitlist.`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "events-cancel-confirm.png");
  await confirm.getByRole("button", { name: "Keep my seat" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText("You're going.")).toBeVisible();
  await expect(headerHearts(page)).toHaveText(String(10 - event.depositRequired));

  await dialog.getByRole("button", { name: "Cancel RSVP" }).click();
  await confirm.getByRole("button", { name: "Cancel RSVP" }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page).filter({ hasText: "RSVP cancelled" })).toContainText(
    `Your ${event.depositRequired} hearts deposit is back`,
  );
  await expect(headerHearts(page)).toHaveText("10");
  await expect(dialog.getByRole("button", { name: /^RSVP/ })).toBeVisible();
  expect(await notReloaded(page)).toBe(true);

  // The hearts history links each row back to its event.
  await page.goto("/hearts");
  await expect(page.getByRole("link", { name: `Deposit refunded: ${event.title}` })).toBeVisible();
  await page.getByRole("link", { name: `Event deposit: ${event.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?event=${event.id}$`));
  await expect(page.getByRole("dialog", { name: event.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an event's link opens its dialog on the page the server drew, without a warning", async ({
  page,
  member: _member,
}) => {
  const problems = consoleProblems(page);
  await page.goto("/events?event=");
  await expect(page.getByRole("dialog", { name: "This event isn't available" })).toBeVisible();
  // What the app logs once it has taken over the page the server drew.
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("the drop-in under way is listed under Happening now, and a member walks in: RSVP, then check in", async ({
  page,
  member: _member,
}) => {
  const seeded = await seed(page.request);
  await topUp(page.request); // 10 hearts
  const dropIn = seeded.events.find((e) => new Date(e.startsAt).getTime() <= Date.now())!;
  const listed = (await upcoming(page.request)).find((e) => e.title === dropIn.title)!;
  expect(listed).toMatchObject({ phase: "check-in", status: "none" });
  expect(listed.seatsLeft).toBeGreaterThan(0);

  await page.goto("/events");
  const now = page.getByRole("region", { name: "Happening now" });
  const card = now.getByRole("button", { name: new RegExp(`^${dropIn.title}`) });
  await expect(card.getByText("On now")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Upcoming events" }).getByRole("button", {
      name: new RegExp(`^${dropIn.title}`),
    }),
  ).toHaveCount(0);
  // The calendar lists each Friday's events: the drop-in only when it is under way on a Friday.
  const startsOnAFriday =
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "short" }).format(
      new Date(dropIn.startsAt),
    ) === "Fri";
  await expect(page.getByRole("region", { name: /Calendar/ }).getByText(dropIn.title)).toHaveCount(
    startsOnAFriday ? 1 : 0,
  );
  await keepScreenshot(page, "events-happening-now.png", { fullPage: true });

  await card.click();
  const dialog = page.getByRole("dialog", { name: dropIn.title });
  await expect(dialog.getByText("This event has started")).toHaveCount(0);
  await expect(dialog.getByText(/under way and seats are free: walk in/)).toBeVisible();
  await keepScreenshot(page, "events-walk-in.png");
  await dialog
    .getByRole("button", { name: `RSVP · hold ${listed.depositRequired} hearts` })
    .click();
  await expect(toast(page).filter({ hasText: "RSVP confirmed!" })).toBeVisible();
  await expect(headerHearts(page)).toHaveText(String(10 - listed.depositRequired));
  await dialog.getByLabel("Check-in code").fill(dropIn.checkInCode);
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(dialog.getByText("Enjoy the evening!")).toBeVisible();
  await expect(headerHearts(page)).toHaveText("10");
});

test("check-in with the demo code during the event gives the deposit back", async ({ page }) => {
  allowConsoleErrors(page, /status of 422 .*\/check-in/); // the wrong code typed first
  const seeded = await seed(page.request);
  const now = seeded.events.find((e) => new Date(e.startsAt).getTime() <= Date.now())!;
  expect(now).toBeTruthy();
  const attendee = await demoMemberWhere(seeded, (events) =>
    events.some((e) => e.title === now.title && e.status === "going"),
  );
  // The page takes the demo member's session.
  await page.context().addCookies((await attendee.storageState()).cookies);
  await attendee.dispose();

  const event = (await upcoming(page.request)).find((e) => e.title === now.title)!;
  await page.goto("/events");
  const card = page
    .getByRole("region", { name: "Happening now" })
    .getByRole("button", { name: new RegExp(`^${now.title}`) });
  await expect(card.getByText("On now")).toBeVisible();
  await expect(card.getByText("Going")).toBeVisible();
  await card.click();
  const balance = Number(await headerHearts(page).textContent());
  const dialog = page.getByRole("dialog", { name: now.title });
  const code = dialog.getByLabel("Check-in code");
  await code.fill("zzzzzz");
  await expect(code).toHaveValue("ZZZZZZ");
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(toast(page).filter({ hasText: "Check-in failed" })).toBeVisible();
  await expect(dialog.getByText("That code doesn't match.")).toBeVisible();

  await code.fill(now.checkInCode);
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(toast(page).filter({ hasText: "You're checked in!" })).toContainText(
    `Your ${event.depositRequired} hearts deposit is back`,
  );
  await expect(dialog.getByText("Enjoy the evening!")).toBeVisible();
  await expect(headerHearts(page)).toHaveText(String(balance + event.depositRequired));
});

test("a member on the waitlist sees 'You're in!' live when a seat frees", async ({ browser }) => {
  const waiting = await player(browser, "Wren Waits", []);
  try {
    const seeded = await seed(waiting.page.request);
    await topUp(waiting.page.request);
    const full = (await upcoming(waiting.page.request)).find(
      (e) =>
        e.seatsLeft === 0 &&
        e.depositRequired <= 10 &&
        new Date(e.startsAt).getTime() > Date.now() + 3 * HOUR,
    )!;
    expect(full).toBeTruthy();

    const page = waiting.page;
    await page.goto(`/events?event=${full.id}`);
    await markNotReloaded(page);
    const dialog = page.getByRole("dialog", { name: full.title });
    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(dialog.getByText("You're next in line.")).toBeVisible();
    await expect(headerHearts(page)).toHaveText("10");

    const holder = await demoMemberWhere(seeded, (events) =>
      events.some((e) => e.id === full.id && e.status === "going"),
    );
    expect((await holder.delete(`/api/events/${full.id}/rsvp`)).status()).toBe(200);
    await holder.dispose();

    await expect(toast(page).filter({ hasText: "You're in!" })).toContainText(full.title);
    await expect(dialog.getByText("You're going.")).toBeVisible();
    await expect(headerHearts(page)).toHaveText(String(10 - full.depositRequired));
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await waiting.close();
  }
});

test("an event can be reported: incomplete first, then submitted", async ({
  page,
  member: _member,
}) => {
  await seed(page.request);
  const event = (await upcoming(page.request))[0]!;
  await page.goto(`/events?event=${event.id}`);
  await page.getByRole("button", { name: "Report this event" }).click();
  const report = page.getByRole("dialog", { name: "Report this event" });
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(toast(page).filter({ hasText: "Incomplete report" })).toContainText(
    "Please select a reason and provide details",
  );
  await report.getByRole("combobox", { name: "Reason" }).click();
  await page.getByRole("option", { name: "Safety concern" }).click();
  await report.getByLabel("Details").fill("The entrance was hard to find and badly lit.");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(toast(page).filter({ hasText: "Report submitted" })).toContainText(
    "We'll review this case within 24 hours",
  );
  await expect(report).toBeHidden();
});

/** Elements of the events screen (and its dialog) that stick out on the right. */
const tooWide = (page: Page) =>
  page.evaluate(() => {
    const width = document.scrollingElement!.clientWidth;
    return [...document.querySelectorAll("main *, [role=dialog] *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`);
  });

for (const [timezoneId, elsewhere] of [
  ["Europe/Paris", true],
  ["America/New_York", false],
] as const) {
  test.describe(`on a device set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`events keep New York's times${elsewhere ? " and say so" : ""}`, async ({
      page,
      member: _member,
    }) => {
      await seed(page.request);
      await page.goto("/events");
      // Books & Bubbles starts at 7 PM in New York (1 AM the next day in Paris).
      const time = page
        .getByRole("region", { name: "Upcoming events" })
        .getByRole("button", { name: /^Books & Bubbles/ })
        .locator("time");
      await expect(time).toHaveText(
        new RegExp(`^Fri, \\w+ \\d+, 7:00 PM${elsewhere ? " \\(New York time\\)" : ""}$`),
      );
    });
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("nothing on the events screen is wider than the screen, with the detail open too", async ({
    page,
    member: _member,
  }) => {
    await seed(page.request);
    await page.goto("/events");
    const list = page.getByRole("region", { name: "Upcoming events" });
    await expect(list.getByRole("button").first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await tooWide(page)).toEqual([]);
    await list.getByRole("button").nth(1).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Report this event" })).toBeVisible();
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await tooWide(page)).toEqual([]);
  });
});
