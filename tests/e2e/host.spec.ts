import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { Wallet } from "#shared/schemas/hearts";
import type { Door, HostEventList } from "#shared/schemas/hosting";
import type { Notification } from "#shared/schemas/notifications";
import type { SeedResult } from "#shared/schemas/seed";
import { BASE_URL } from "../../playwright.config";
import { allowConsoleErrors, expect, fitsTheScreen, keepScreenshot, test, toast } from "./fixtures";
import { DEMO_PASSWORD, topUp } from "./pairing-helpers";

test.describe.configure({ timeout: 180_000 });

/** A demo member signed in through the API, in a request context of their own. */
async function demoGuest(email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const res = await context.post("/api/account/sign-in", {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return context;
}

async function wallet(guest: APIRequestContext): Promise<Wallet> {
  return (await (await guest.get("/api/hearts")).json()) as Wallet;
}

/** The ledger invariant as the member's own wallet shows it: the rows add up to the balance. */
async function ledgerHolds(guest: APIRequestContext): Promise<number> {
  const { balance, transactions } = await wallet(guest);
  expect(transactions.length).toBeLessThan(50);
  expect(transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(balance);
  return balance;
}

/** "YYYY-MM-DDTHH:mm" for a day ahead in New York, at a given hour. */
function newYorkInput(daysAhead: number, hour: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "America/New_York",
  });
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a host makes, publishes, edits, runs the door for and cancels an event; deposits come back to the ledger; a member who isn't a host gets the 404 page", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const seedRes = await context.request.post("/api/seed", { data: {} });
  const seeded = (await seedRes.json()) as SeedResult;
  // The first demo member holds every staff role, host among them.
  const hostEmail = seeded.moderator!.email;
  expect(
    (
      await context.request.post("/api/account/sign-in", {
        data: { email: hostEmail, password: DEMO_PASSWORD },
      })
    ).status(),
  ).toBe(200);
  const page = await context.newPage();
  const guests = await Promise.all(seeded.users.slice(10, 12).map((u) => demoGuest(u.email)));
  try {
    // The profile menu leads to Hosting: the seed's events are the host's own.
    await page.goto("/home");
    await page.getByRole("button", { name: "Your profile" }).click();
    await page.getByRole("link", { name: "Hosting" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your events" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Coffee & Crosswords Drop-in/ })).toBeVisible();
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "host-list-320.png");
    await page.setViewportSize({ width: 375, height: 812 });

    // A new event: each field says what is wrong with it.
    await page.getByRole("button", { name: "New event" }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Enter the title")).toBeVisible();
    await field(page, "Title").fill("Tango for Beginners");
    await field(page, "Description").fill(
      "One lesson, then the floor is yours. No partner needed.",
    );
    await field(page, "Venue").fill("Dance Manhattan");
    await field(page, "Address").fill("39 W 19th St");
    await field(page, "Starts").fill(newYorkInput(3, 19));
    await field(page, "Ends").fill(newYorkInput(3, 18));
    await field(page, "Seats").fill("0");
    await field(page, "Deposit (hearts)").fill("21");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("The end must be after the start")).toBeVisible();
    await expect(page.getByText("An event needs at least 1 seat")).toBeVisible();
    await expect(page.getByText("The deposit is 0 to 20 hearts")).toBeVisible();
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "host-form-errors-320.png", { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await field(page, "Ends").fill(newYorkInput(3, 22));
    await field(page, "Seats").fill("2");
    await field(page, "Deposit (hearts)").fill("3");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page).filter({ hasText: "Draft saved" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Tango for Beginners" }),
    ).toBeVisible();
    const id = new URL(page.url()).searchParams.get("event")!;

    // A draft is the host's alone.
    expect((await guests[0]!.get(`/api/events/${id}`)).status()).toBe(404);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page).filter({ hasText: "Published" })).toBeVisible();
    for (const guest of guests) await topUp(guest);
    const before = await Promise.all(guests.map(ledgerHolds));
    for (const guest of guests)
      expect((await guest.post(`/api/events/${id}/rsvp`)).status()).toBe(200);

    // A new venue is told to both going; fewer seats than going is refused, clearly.
    await field(page, "Venue").fill("Dance Manhattan Studio B");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page).filter({ hasText: "Changes saved" })).toBeVisible();
    const told = (await (await guests[0]!.get("/api/notifications")).json()) as {
      notifications: Notification[];
    };
    expect(told.notifications.some((n) => n.kind === "eventChanged" && n.objectId === id)).toBe(
      true,
    );
    allowConsoleErrors(page, /status of 409/);
    await field(page, "Seats").fill("1");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByText("2 members are going: the capacity can't be lower than that.").first(),
    ).toBeVisible();

    // The guest list: names and statuses, a CSV without emails, a message to those going.
    await page.getByRole("tab", { name: "Guests" }).click();
    const list = page.getByRole("list", { name: "Guests" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByText("Going")).toHaveCount(2);
    const csv = await (await context.request.get(`/api/host/events/${id}/guests.csv`)).text();
    expect(csv).toContain(seeded.users[10]!.name);
    expect(csv).not.toContain("@");
    await page.getByLabel("Message everyone going").fill("The studio is on the 2nd floor.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(toast(page).filter({ hasText: "Message sent" })).toBeVisible();
    await keepScreenshot(page, "host-guests-375.png", { fullPage: true });

    // The door: the code large, the QR code of the check-in's link.
    await page.getByRole("tab", { name: "Door" }).click();
    await expect(page.getByTestId("door-code")).toHaveText(/^[A-Z0-9]{6}$/);
    await expect(page.getByRole("img", { name: /QR code for checking in/ })).toBeVisible();
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "host-door-320.png", { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });

    // Cancelled: both deposits back, through the ledger; members see "Cancelled".
    await page.getByRole("button", { name: "Cancel event" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel event" }).click();
    await expect(toast(page).filter({ hasText: "6 hearts given back to 2 members" })).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    expect(await Promise.all(guests.map(ledgerHolds))).toEqual(before);
    const guestPage = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await guestPage.request.post("/api/account/sign-in", {
      data: { email: seeded.users[10]!.email, password: DEMO_PASSWORD },
    });
    const member = await guestPage.newPage();
    await member.goto(`/events?event=${id}`);
    await expect(
      member.getByRole("dialog").getByText("Its host cancelled this event"),
    ).toBeVisible();
    await keepScreenshot(member, "host-cancelled-member-375.png");

    // At the door of the drop-in under way: a guest checked in by name, another by the QR link.
    const events = (await (await context.request.get("/api/host/events")).json()) as HostEventList;
    const dropIn = events.events.find((e) => e.kind === "drop-in" && e.mine)!;
    const door = (await (
      await context.request.get(`/api/host/events/${dropIn.id}/door`)
    ).json()) as Door;
    const walkIn = seeded.users.slice(5).find((u) => !door.guests.some((g) => g.id === u.id))!;
    await member.context().clearCookies();
    await member.request.post("/api/account/sign-in", {
      data: { email: walkIn.email, password: DEMO_PASSWORD },
    });
    await topUp(member.request);
    expect((await member.request.post(`/api/events/${dropIn.id}/rsvp`)).status()).toBe(200);
    await member.goto(new URL(door.checkInUrl).pathname + new URL(door.checkInUrl).search);
    const dialog = member.getByRole("dialog");
    await expect(dialog.getByLabel("Check-in code")).toHaveValue(door.checkInCode);
    await dialog.getByRole("button", { name: "Check in" }).click();
    await expect(toast(member).filter({ hasText: "You're checked in!" })).toBeVisible();
    await guestPage.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/host?event=${dropIn.id}&tab=door`);
    const atDoor = page.getByRole("list", { name: "At the door" });
    await expect(atDoor.getByText(walkIn.name)).toBeVisible();
    const first = atDoor.getByRole("button", { name: /^Check in / }).first();
    const name = ((await first.getAttribute("aria-label")) ?? "").replace("Check in ", "");
    await first.click();
    await expect(toast(page).filter({ hasText: `${name} is checked in` })).toBeVisible();
    await keepScreenshot(page, "host-door-1280.png", { fullPage: true });
    await page.goto("/host");
    await expect(page.getByRole("button", { name: /Tango for Beginners/ })).toContainText(
      "Cancelled",
    );
    await keepScreenshot(page, "host-list-1280.png", { fullPage: true });
  } finally {
    await Promise.all(guests.map((g) => g.dispose()));
    await context.close();
  }
});

test("a member without the host role gets the 404 page at /host", async ({ page, member: _m }) => {
  allowConsoleErrors(page, /status of 404/);
  const res = await page.goto("/host");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect((await page.request.get("/api/host/events")).status()).toBe(404);
});
