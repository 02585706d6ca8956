import type { APIRequestContext, Page } from "@playwright/test";
import type { EventList } from "#shared/schemas/events";
import type { SeedResult } from "#shared/schemas/seed";
import { createCircle } from "./circle-helpers";
import {
  createMember,
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { topUp } from "./pairing-helpers";
import sharp from "sharp";

async function seed(request: APIRequestContext): Promise<SeedResult> {
  const res = await request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()) as SeedResult;
}

/** RSVP to the drop-in under way and check in with its code (hearts for the deposit first). */
async function checkInAtDropIn(request: APIRequestContext, seeded: SeedResult) {
  const dropIn = seeded.events.find((e) => new Date(e.startsAt).getTime() <= Date.now())!;
  const { events } = (await (await request.get("/api/events")).json()) as EventList;
  const event = events.find((e) => e.title === dropIn.title)!;
  await topUp(request);
  expect((await request.post(`/api/events/${event.id}/rsvp`)).status()).toBe(200);
  const checkedIn = await request.post(`/api/events/${event.id}/check-in`, {
    data: { code: dropIn.checkInCode },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  return dropIn.title;
}

test("a friend who met her at the event confirms Ada's photos, she sees it, and the friend withdraws", async ({
  page,
  browser,
}) => {
  test.slow();
  const seeded = await seed(page.request);
  await page.setViewportSize({ width: 375, height: 812 });
  const maya = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    await createMember(maya.request, { name: "Maya Chen" });
    await createCircle(maya.request, [{ name: "Jo Park" }]);
    const { profile } = (await (await maya.request.get("/api/profile")).json()) as {
      profile: { username: string };
    };
    await createMember(page.request, { name: "Ada Brennan" });
    await createCircle(page.request, [{ name: "Maya Chen", username: profile.username }]);
    const { invitations } = (await (await maya.request.get("/api/circle")).json()) as {
      invitations: { friendId: string }[];
    };
    await maya.request.post(`/api/circle/invitations/${invitations[0]!.friendId}/confirm`);
    const upload = await page.request.post("/api/profile/photos", {
      multipart: {
        photo: {
          name: "ada.jpg",
          mimeType: "image/jpeg",
          buffer: await sharp({
            create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 90, b: 60 } },
          })
            .jpeg()
            .toBuffer(),
        },
      },
    });
    expect(upload.status()).toBe(201);

    // Not met at an event yet: Maya is told why she can't confirm.
    const mayaPage = await maya.newPage();
    await mayaPage.goto("/circle");
    const region = mayaPage.getByRole("region", { name: "Confirm friends' photos" });
    const ada = region.getByRole("listitem", { name: "Ada's photos" });
    await expect(
      ada.getByText(
        "You can confirm Ada's photos once you've both checked in at the same Vouch event, within 90 days.",
      ),
    ).toBeVisible();
    await expect(ada.getByRole("button", { name: "These photos are really Ada" })).toHaveCount(0);
    await keepScreenshot(region, "confirm-not-met-375.png");

    const title = await checkInAtDropIn(page.request, seeded);
    await checkInAtDropIn(maya.request, seeded);
    await mayaPage.reload();
    await expect(ada.getByText(`You both checked in at ${title}`)).toBeVisible();
    await ada.getByRole("button", { name: "These photos are really Ada" }).click();

    const step = mayaPage.getByRole("dialog", { name: "These photos are really Ada?" });
    await expect(step.getByRole("region", { name: "Photos of Ada" }).locator("img")).toHaveCount(1);
    expect(await seriousA11yViolations(mayaPage)).toEqual([]);
    await keepScreenshot(mayaPage, "confirm-step-375.png");
    await step.getByRole("button", { name: "Yes, it's really Ada" }).click();
    await expect(toast(mayaPage).filter({ hasText: "Confirmed" })).toBeVisible();
    await expect(ada.getByText("Confirmed by you")).toBeVisible();
    await expect(ada.getByRole("button", { name: "Withdraw confirmation" })).toBeVisible();
    await keepScreenshot(region, "confirm-done-375.png");

    // Ada's own Profile says who confirmed, and she was told.
    await page.goto("/profile");
    const own = page.getByRole("region", { name: "Friends confirm it" });
    await expect(own.getByText(/Maya confirmed your photos\. 1 more friend/)).toBeVisible();
    await keepScreenshot(own, "confirm-own-375.png");
    const bell = (await (await page.request.get("/api/notifications")).json()) as {
      notifications: { kind: string; actorFirstName: string }[];
    };
    expect(bell.notifications).toContainEqual(
      expect.objectContaining({ kind: "photosConfirmed", actorFirstName: "Maya" }),
    );

    for (const width of [320, 375]) {
      await mayaPage.setViewportSize({ width, height: 740 });
      await fitsTheScreen(mayaPage, width);
    }
    await mayaPage.setViewportSize({ width: 320, height: 740 });
    await keepScreenshot(region, "confirm-done-320.png");

    await ada.getByRole("button", { name: "Withdraw confirmation" }).click();
    await expect(toast(mayaPage).filter({ hasText: "Withdrawn" })).toBeVisible();
    await expect(ada.getByRole("button", { name: "These photos are really Ada" })).toBeVisible();
    // Ada's open Profile hears it live.
    await expect(own.getByText(/Friends in your circle who checked in/)).toBeVisible();
  } finally {
    await maya.close();
  }
});

async function settingsSwitch(page: Page) {
  await page.goto("/settings");
  return page.getByRole("switch", {
    name: "Only verified members can be introduced to me or message me",
  });
}

test("the verified-only setting, and Explore's Verified only filter with the Verified mark", async ({
  page,
  member: _member,
}) => {
  test.slow();
  await seed(page.request);
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 740 });
    const on = await settingsSwitch(page);
    await expect(on).not.toBeChecked();
    await expect(page.getByText(/Your own photos aren't verified yet/)).toBeVisible();
    await on.click();
    await expect(toast(page).filter({ hasText: "Only verified members now" })).toBeVisible();
    await expect(on).toBeChecked();
    await fitsTheScreen(page, width);
    await keepScreenshot(
      page.getByRole("heading", { name: "Verified members" }).locator("xpath=../.."),
      `verified-only-setting-${width}.png`,
    );
    await page.reload();
    const off = await settingsSwitch(page);
    await expect(off).toBeChecked();
    await off.click();
    // Saved once it says so: the next visit to /settings finds it off.
    await expect(
      toast(page).filter({ hasText: "Everyone can be introduced to you again" }),
    ).toBeVisible();
    await expect(off).not.toBeChecked();

    await page.goto("/pairing");
    const filter = page.getByRole("button", { name: "Verified only" });
    await expect(filter).toHaveAttribute("aria-pressed", "false");
    await filter.click();
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    const card = page.locator("#explored-member-name").locator("xpath=..");
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Show someone else" }).click();
      await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Show someone else" })).toBeEnabled();
    await fitsTheScreen(page, width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, `explore-verified-only-${width}.png`);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});
