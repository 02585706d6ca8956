import type { Wallet } from "../../src/client/features/hearts/api";
import type { ConversationsResponse } from "#shared/schemas/chat";
import { expect, markNotReloaded, notReloaded, seriousA11yViolations, test } from "./fixtures";
import { demoMembers, signInAs } from "./pairing-helpers";

// What the wallet does (a top-up and its busy payment, a lost answer retried, the balance shown
// on other screens without a reload) is tested with the screen
// (tests/screens/hearts.screen.test.tsx); here, accessibility and a heart earned in a conversation.
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
