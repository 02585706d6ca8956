import type { Page } from "@playwright/test";
import { expect, fitsTheScreen, seriousA11yViolations, test, keepScreenshot } from "./fixtures";

/**
 * Headless Chromium has no push service to subscribe with, so the browser's own subscribe is
 * stood in for (a subscription on FCM's address, kept across reloads): what is tested is the
 * switch, the permission it asks for on the tap, and what it tells the server.
 */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    const key = "e2e-push-subscription";
    const make = (endpoint: string) => ({
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: "BE2eKeyForTheTest", auth: "e2eAuthSecret" } }),
      unsubscribe: async () => {
        sessionStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const endpoint = sessionStorage.getItem(key);
      return (endpoint ? make(endpoint) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function () {
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
      sessionStorage.setItem(key, endpoint);
      return make(endpoint) as unknown as PushSubscription;
    };
  });
}

// The service worker subscribes (the suite blocks service workers elsewhere).
test.use({ serviceWorkers: "allow" });

test("the Settings switch turns push on for this device and off again; signing out turns it off", async ({
  page,
  context,
  member: _member,
}) => {
  await context.grantPermissions(["notifications"]);
  await standInPushService(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/settings");
  const push = page.getByRole("switch", { name: "Push notifications on this device" });
  await expect(push).toBeEnabled();
  await expect(push).not.toBeChecked();
  await expect(page.getByText(/works in Vouch installed to your home screen/)).toBeVisible();

  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST",
  );
  await push.click();
  expect((await subscribed).status()).toBe(200);
  await expect(push).toBeChecked();
  await fitsTheScreen(page);
  await keepScreenshot(page, "push-settings-375.png", { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  await expect(push).toBeChecked();
  const unsubscribed = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "DELETE",
  );
  await push.click();
  expect((await unsubscribed).status()).toBe(200);
  await expect(push).not.toBeChecked();

  // On again, then signing out: the device stops getting this member's pushes, so whoever signs
  // in next on this browser doesn't get them.
  await push.click();
  await expect(push).toBeChecked();
  const forgotten = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Your profile" }).click();
  await page
    .getByRole("dialog", { name: "Your profile" })
    .getByRole("button", { name: "Sign Out" })
    .click();
  expect((await forgotten).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem("e2e-push-subscription"))).toBeNull();
});

test("blocked notifications: the switch says how to allow them, at 320 px", async ({
  page,
  member: _member,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, "permission", { get: () => "denied" });
  });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/settings");
  const push = page.getByRole("switch", { name: "Push notifications on this device" });
  await expect(push).toBeDisabled();
  await expect(page.getByText(/Notifications are blocked for Vouch in this browser/)).toBeVisible();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "push-settings-320.png", { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
});
