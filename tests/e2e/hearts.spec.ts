import { expect, seriousA11yViolations, test } from "./fixtures";

// What the wallet does (a top-up and its busy payment, a lost answer retried, the balance shown
// on other screens without a reload, a first message's heart) is tested with the screen
// (tests/screens/hearts.screen.test.tsx); here, accessibility.
test("hearts page and the top-up dialog have no serious accessibility violations", async ({
  page,
  member: _member,
}) => {
  await page.goto("/hearts");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Top Up Hearts" }).click();
  await expect(page.getByRole("dialog", { name: "Top Up Hearts" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
