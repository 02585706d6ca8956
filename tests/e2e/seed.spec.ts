import { expect, test, firstName } from "./fixtures";

test("landing → seed → sign in as a demo member → home greets them", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Seed demonstration data" }).click();
  await expect(page.getByRole("heading", { name: "Seed demonstration data" })).toBeVisible();

  // Another test may have seeded this server already: the button then shows what is there.
  await page.getByRole("button", { name: /^(Seed|Show) demo data$/ }).click();
  await expect(page.getByText(/Demo data (created|is already in place)/).first()).toBeVisible();

  await expect(page.getByTestId("demo-password")).toHaveText("vouch-demo-2026");
  // Whole-table counts: other tests on this server add their own members and friends.
  const count = async (label: string) =>
    Number(
      (
        await page.locator("dl div").filter({ hasText: label }).locator("dd").textContent()
      )?.replace(/,/g, ""),
    );
  expect(await count("Members")).toBeGreaterThanOrEqual(30);
  expect(await count("Friends in circles")).toBeGreaterThanOrEqual(150);
  expect(await count("Friday events")).toBeGreaterThanOrEqual(6);
  await expect(page.getByLabel(/^Check-in code /)).toHaveCount(7);

  const signInAs = page.getByRole("button", { name: /^Sign in as / }).first();
  const name = (await signInAs.getAttribute("aria-label"))?.match(/^Sign in as (.+), /)?.[1];
  expect(name).toBeTruthy();
  await signInAs.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Welcome back, ${firstName(name!)}`)).toBeVisible();
});

test("the seed page goes back to the landing page", async ({ page }) => {
  await page.goto("/seed");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});
