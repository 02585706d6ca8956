import { expect, seriousA11yViolations, test, toast } from "./fixtures";

test("top up: the busy payment, one purchase, and the header balance updated without a reload", async ({
  page,
  member,
}) => {
  expect(member.id).toBeTruthy();
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Hearts wallet: 0" })).toBeVisible();
  // Survives client-side navigation, not a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByRole("button", { name: "Hearts wallet: 0" }).click();
  await page.getByRole("link", { name: "View Transaction History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Hearts" })).toBeVisible();
  await expect(page.getByText("No transactions yet")).toBeVisible();
  await expect(page.getByText("Earn by making successful matches")).toBeVisible();

  await page.getByRole("button", { name: "Top Up Hearts" }).click();
  const dialog = page.getByRole("dialog", { name: "Top Up Hearts" });
  await expect(dialog.getByRole("radio")).toHaveCount(4);
  await expect(dialog.getByText("Popular")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /25 hearts · \$10/ })).toBeChecked();
  await dialog.getByText("hearts · $18").click();
  await expect(dialog.getByRole("radio", { name: /50 hearts · \$18/ })).toBeChecked();

  await dialog.getByRole("button", { name: "Buy 50 hearts for $18" }).click();
  await expect(dialog.getByRole("button", { name: "Processing payment..." })).toBeDisabled();
  await expect(toast(page).filter({ hasText: "Hearts added" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId("wallet-balance")).toHaveText("50");
  await expect(page.getByRole("link", { name: "Your hearts: 50" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "Bought 50 hearts ($18)" });
  await expect(row).toContainText("Purchased");
  await expect(row).toContainText("+50");
  await expect(row).toContainText("Balance 50");

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Hearts wallet: 50" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test("a purchase whose answer was lost is retried with the same key and credited once", async ({
  page,
  member,
}) => {
  expect(member.id).toBeTruthy();
  let attempts = 0;
  await page.route("**/api/hearts/top-up", async (route) => {
    attempts++;
    if (attempts === 1) {
      await route.fetch(); // the server takes the payment…
      await route.abort("connectionreset"); // …but the answer never arrives
    } else await route.continue();
  });
  await page.goto("/hearts");
  await page.getByRole("button", { name: "Top Up Hearts" }).click();
  await page.getByRole("button", { name: "Buy 25 hearts for $10" }).click();
  await expect(toast(page).filter({ hasText: "Hearts added" })).toBeVisible({ timeout: 15_000 });
  expect(attempts).toBe(2);
  await expect(page.getByTestId("wallet-balance")).toHaveText("25");

  const wallet = (await (await page.request.get("/api/hearts")).json()) as {
    balance: number;
    transactions: unknown[];
  };
  expect(wallet.balance).toBe(25);
  expect(wallet.transactions).toHaveLength(1);
});

test("hearts page and the top-up dialog have no serious accessibility violations", async ({
  page,
  member,
}) => {
  expect(member.id).toBeTruthy();
  await page.goto("/hearts");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Top Up Hearts" }).click();
  await expect(page.getByRole("dialog", { name: "Top Up Hearts" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
