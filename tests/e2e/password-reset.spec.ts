import smtpTester, { type MailServer } from "smtp-tester";
import type { Page } from "@playwright/test";
import {
  allowConsoleErrors,
  createMember,
  expect,
  firstName,
  seriousA11yViolations,
  test,
  toast,
  withoutDrawnScreen,
  keepScreenshot,
} from "./fixtures";

// The app sends mail to E2E_PORT + 6 (playwright.config.ts); one receiver, so one worker.
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3210) + 6;
test.describe.configure({ mode: "serial" });

let mail: MailServer;
test.beforeAll(() => {
  mail = smtpTester.init(SMTP_PORT);
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => mail.stop(() => resolve()));
});

async function fitsTheScreen(page: Page, width: number) {
  await page.setViewportSize({ width, height: 700 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test("a member who reads Vouch in Spanish asks for a reset and gets the mail in Spanish", async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: "es-US",
    extraHTTPHeaders: { "Accept-Language": "es-US,es;q=0.9" },
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  // Signed up from a Spanish browser: the account keeps Spanish.
  const member = await createMember(page.request);
  await page.request.post("/api/account/sign-out", { data: {} });
  await page.goto("/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();

  const delivered = mail.captureOne(member.email, { wait: 15_000 });
  await page.getByLabel("Correo electrónico").fill(member.email);
  await page.getByRole("button", { name: "Enviar el enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();

  const { email } = await delivered;
  expect(email.headers.subject).toBe("Crea una nueva contraseña de Vouch");
  expect(email.body).toContain("/reset-password?token=");
  await context.close();
});

test("forgot password: the mailed link sets a new password, once", async ({ page, request }) => {
  // The weak password is refused by the server on purpose.
  allowConsoleErrors(page, /status of 400/);
  const member = await createMember(request);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fitsTheScreen(page, 320);
  await page.setViewportSize({ width: 375, height: 812 });

  const delivered = mail.captureOne(member.email, { wait: 15_000 });
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText("It works once, for 30 minutes")).toBeVisible();
  await keepScreenshot(page, "forgot-password-sent-375.png");

  const { email } = await delivered;
  expect(email.headers.subject).toBe("Set a new Vouch password");
  const link = /http:\/\/\S+\/reset-password\?token=\S+/.exec(email.body ?? "")?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(/too common/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "reset-password-320.png");
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByLabel("New password", { exact: true }).fill("a brand new phrase 42");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page).filter({ hasText: "Password set" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill("a brand new phrase 42");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The same link again: it says so as it opens, and offers a new one.
  await page.goto(link!);
  await expect(page.getByRole("alert")).toContainText("already been used");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "reset-link-used-375.png");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

test("changing the password in Settings signs the other device out", async ({
  page,
  member,
  browser,
}) => {
  // The wrong current password is refused by the server (400) on purpose.
  allowConsoleErrors(page, /status of 400/);
  const laptop = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto("/auth");
  await laptopPage.getByLabel("Email").fill(member.email);
  await laptopPage.getByLabel("Password").fill(member.password);
  await laptopPage.getByRole("button", { name: "Sign In" }).click();
  await expect(laptopPage).toHaveURL(/\/home$/);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await page.getByLabel("Current password", { exact: true }).fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill("a calmer phrase 2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That isn't your current password")).toBeVisible();

  await page.getByLabel("Current password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page).filter({ hasText: "Password changed" })).toContainText(
    "signed out on your other devices",
  );
  await expect(page.getByLabel("Current password", { exact: true })).toHaveValue("");

  // The laptop hears at once (before the stream's 2 s heartbeat could notice), and lands on sign-in.
  await expect(laptopPage).toHaveURL(/\/auth$/, { timeout: 1500 });

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("heading", { name: "Change password" }).scrollIntoViewIfNeeded();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "change-password-320.png");
  await laptop.close();
});

test("a failing session check is asked again after 200 ms, then twice as long", async ({
  page,
  member,
}) => {
  // The first two answers are made to fail on purpose.
  allowConsoleErrors(page, /status of 503/);
  await withoutDrawnScreen(page); // the app asks for the session itself
  const calls: number[] = [];
  await page.route("**/api/session", async (route) => {
    calls.push(Date.now());
    if (calls.length > 2) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "Busy" }, requestId: "x" }),
    });
  });
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName(member.name));
  expect(calls.length).toBeGreaterThanOrEqual(3);
  expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(190);
  expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(390);
});

test("signing out in another tab takes this one to sign-in at once", async ({ page, member }) => {
  const streaming = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/live");
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName(member.name));
  // The screen can be drawn before its live stream has opened: sign out once it listens.
  expect((await streaming).status()).toBe(200);
  // Same browser, same cookie: the live stream hears that its session ended.
  const res = await page.request.post("/api/account/sign-out");
  expect(res.status()).toBe(200);
  // Sooner than the stream's 2 s heartbeat could notice.
  await expect(page).toHaveURL(/\/auth$/, { timeout: 1500 });
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});
