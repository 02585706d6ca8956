import type { Wallet } from "../../src/client/features/hearts/api";
import type { ConversationsResponse } from "#shared/schemas/chat";
import type { Explore } from "#shared/schemas/pairing";
import {
  allowConsoleErrors,
  expect,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
  firstName,
} from "./fixtures";
import { demoMembers, exploreMember, myFriend, player, signInAs } from "./pairing-helpers";

test("top up: the busy payment, one purchase, and the header balance updated without a reload", async ({
  page,
  member,
}) => {
  await page.goto("/home");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
  ).toBeVisible();
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
  member: _member,
}) => {
  allowConsoleErrors(page, /ERR_CONNECTION_RESET .*\/api\/hearts\/top-up/); // the lost answer
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
  member: _member,
}) => {
  await page.goto("/hearts");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Top Up Hearts" }).click();
  await expect(page.getByRole("dialog", { name: "Top Up Hearts" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("after a top-up, Make a Match shows the new balance without a reload", async ({ browser }) => {
  test.setTimeout(60_000);
  const robin = await player(browser, "Robin Vale", [
    { name: "Sofia Alvarez" },
    { name: "Liam Brooks" },
    { name: "Ava Thompson" },
    { name: "Noah Kim" },
  ]);
  const nora = await player(browser, "Nora Quinn", [{ name: "Maya Chen" }]);
  try {
    const { page } = robin;
    // Today's free pairings used up, so the Suggest dialog quotes the balance.
    const explore = (await (
      await page.request.get(`/api/pairing/explore?member=${nora.member.id}`)
    ).json()) as Explore;
    for (const mine of explore.me.friends.slice(0, 3)) {
      const res = await page.request.post("/api/pairing/suggestions", {
        data: {
          myFriendId: mine.id,
          theirFriendId: explore.member!.friends[0]!.id,
          reason: "Both would queue an hour for dumplings.",
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    const expectBalanceOnPairing = async (balance: number) => {
      await expect(page.getByText(`Your balance: ${balance} hearts`)).toBeVisible();
      await myFriend(page, "Noah Kim").click();
      await page.getByRole("button", { name: "Pair with Noah" }).click();
      const dialog = page.getByRole("dialog", { name: "Suggest a Match" });
      await expect(dialog.getByTestId("pairing-cost")).toHaveText(
        `3 hearts · today's 3 free pairings are used (you have ${balance})`,
      );
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    };

    await exploreMember(page, nora.member.id);
    await markNotReloaded(page);
    await expectBalanceOnPairing(0);

    await page.getByRole("link", { name: "Your hearts: 0" }).click();
    await page.getByRole("button", { name: "Top Up Hearts" }).click();
    await page.getByRole("button", { name: "Buy 25 hearts for $10" }).click();
    await expect(toast(page).filter({ hasText: "Hearts added" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("25");

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Nora Quinn" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Your hearts: 25" })).toBeVisible();
    await expectBalanceOnPairing(25);
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("a first message's heart shows on every screen without a reload", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const users = await demoMembers(context.request);
    // A demo member no other browser test signs in as; the seed gives them a match made
    // yesterday with no messages yet, so their first message earns a heart.
    const ada = users.find((u) => u.name === "Ada Brennan")!;
    await signInAs(context.request, ada.email);
    const { conversations } = (await (
      await context.request.get("/api/chat/conversations")
    ).json()) as ConversationsResponse;
    const fresh = conversations.find(
      (c) => c.lastMessage === null && Date.now() - Date.parse(c.matchedAt) < 40 * 3_600_000,
    );
    expect(fresh, "a new match without messages").toBeTruthy();
    const before = ((await (await context.request.get("/api/hearts")).json()) as Wallet).balance;

    const page = await context.newPage();
    await page.goto("/home");
    await expect(page.getByRole("button", { name: `Hearts wallet: ${before}` })).toBeVisible();
    await markNotReloaded(page);
    await page.getByRole("main").getByRole("link", { name: "Make a Match" }).click();
    await expect(page.getByText(`Your balance: ${before} hearts`)).toBeVisible();

    await page.getByRole("link", { name: "Back" }).click();
    await page.getByRole("link", { name: "Match for You" }).click();
    await page.getByRole("tab", { name: /Text History/ }).click();
    await page
      .getByRole("button", { name: new RegExp(`^Open conversation with ${fresh!.partner.name}`) })
      .click();
    await page.getByRole("textbox", { name: "Message" }).fill("Hello! Coffee this week?");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: `Your hearts: ${before + 1}` })).toBeVisible();

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("button", { name: `Hearts wallet: ${before + 1}` })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Make a Match" }).click();
    await expect(page.getByText(`Your balance: ${before + 1} hearts`)).toBeVisible();
    await page.getByRole("link", { name: `Your hearts: ${before + 1}` }).click();
    await expect(page.getByTestId("wallet-balance")).toHaveText(String(before + 1));
    await expect(
      page.getByRole("listitem").filter({ hasText: "First message within 48 hours" }).first(),
    ).toBeVisible();
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await context.close();
  }
});
