import { allowConsoleErrors, expect, test, firstName } from "./fixtures";

// The browser logs the 404 status an unknown address answers with.
const PAGE_NOT_FOUND = /status of 404 .*\/(no\/such\/place|nope)\)/;

const signedInRoutes = [
  "/onboarding",
  "/home",
  "/circle",
  "/matching",
  "/pairing",
  "/clubs",
  "/events",
  "/hearts",
  "/safety",
  "/settings",
  "/profile",
];

test("every signed-in route sends a visitor without a session to sign in, and back", async ({
  page,
}) => {
  for (const route of signedInRoutes) {
    await page.goto(route);
    const expected = route === "/home" ? "/auth" : `/auth?next=${route}`;
    await expect(page, `${route} should redirect`).toHaveURL(
      new RegExp(`${expected.replace(/[?/]/g, "\\$&")}$`),
    );
  }
});

test("the public routes stay public", async ({ page }) => {
  for (const route of ["/", "/auth", "/seed", "/invite"]) {
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`${route.replace("/", "\\/")}$`));
  }
});

test("every signed-in route opens for a member", async ({ page, member: _member }) => {
  test.slow(); // eleven screens, each loading its data
  for (const route of signedInRoutes) {
    await page.goto(route);
    await expect(page, `${route} should stay`).toHaveURL(new RegExp(`${route}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("an unknown address shows the 404 page with a way home, answered with a 404 status", async ({
  page,
}) => {
  allowConsoleErrors(page, PAGE_NOT_FOUND);
  const response = await page.goto("/no/such/place");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Begin Your Journey" })).toBeVisible();
});

test("the 404 page takes a signed-in member to their home", async ({ page, member }) => {
  allowConsoleErrors(page, PAGE_NOT_FOUND);
  const response = await page.goto("/no/such/place");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/home");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  // A member who just signed up is greeted as new.
  await expect(page.getByText(`Welcome, ${firstName(member.name)}`)).toBeVisible();
});

test("nothing overflows a 375 px screen", async ({ page }) => {
  allowConsoleErrors(page, PAGE_NOT_FOUND);
  for (const route of ["/", "/auth", "/auth?mode=sign-up", "/nope"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
