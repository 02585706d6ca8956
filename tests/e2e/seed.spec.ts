import { expect, test } from "./fixtures";

test("landing → seed → sign in as a demo member → home greets them", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Seed demonstration data" }).click();
  await expect(page.getByRole("heading", { name: "Seed demonstration data" })).toBeVisible();

  // Another test may have seeded this server already: the button then shows what is there.
  await page.getByRole("button", { name: /^(Seed|Show) demo data$/ }).click();
  await expect(page.getByText(/Demo data (created|is already in place)/).first()).toBeVisible();

  await expect(page.getByTestId("demo-password")).toHaveText("vouch-demo-2026");
  const members = page.locator("dl div");
  await expect(members.filter({ hasText: "Members" })).toContainText("30");
  await expect(members.filter({ hasText: "Friends in circles" })).toContainText("150");
  await expect(members.filter({ hasText: "Friday events" })).toContainText("6");
  await expect(page.getByLabel(/^Check-in code /)).toHaveCount(6);

  const signInAs = page.getByRole("button", { name: /^Sign in as / }).first();
  const name = (await signInAs.getAttribute("aria-label"))?.match(/^Sign in as (.+), /)?.[1];
  expect(name).toBeTruthy();
  await signInAs.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Welcome back, ${name}`)).toBeVisible();
});

test("the seed page goes back to the landing page", async ({ page }) => {
  await page.goto("/seed");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});
