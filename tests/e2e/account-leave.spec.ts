import { readFile } from "node:fs/promises";
import { FORMER_MEMBER_NAME, partnerLeftText } from "#shared/texts";
import { translatorFor } from "#shared/i18n/i18n";
import { createCircle } from "./circle-helpers";
import { topUp } from "./pairing-helpers";
import {
  allowConsoleErrors,
  createMember,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("download my data, delete my account with a wrong then the right password; the partner sees a former member", async ({
  page,
  browser,
}) => {
  // Two members, three pages and a simulated 1.5 s top-up: longer than one screen's test.
  test.setTimeout(150_000);
  // Quinn, in a context of their own, is waiting to answer Ada's pairing.
  const quinnContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const quinnPage = await quinnContext.newPage();
  const quinn = await createMember(quinnContext.request, { name: "Quinn Roe" });
  const [dee] = await createCircle(quinnContext.request, [{ name: "Dee Pal" }]);

  const ada = await createMember(page.request, { name: "Ada Lovelace" });
  const [bea] = await createCircle(page.request, [{ name: "Bea Friend" }]);
  const pairing = await page.request.post("/api/pairing/suggestions", {
    data: { myFriendId: bea!.id, theirFriendId: dee!.id, reason: "Both adore terrible puns." },
  });
  expect(pairing.status(), await pairing.text()).toBe(201);
  // Ada suggests herself to Quinn, who accepts: they are matched.
  await topUp(page.request);
  const selfSuggest = await page.request.post("/api/pairing/self-suggestions", {
    data: { memberId: quinn.id, voucherFriendId: bea!.id, reason: "Ask me about the puns." },
  });
  expect(selfSuggest.status(), await selfSuggest.text()).toBe(201);
  const accepted = await quinnContext.request.post(`/api/matching/candidates/${ada.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { matchId } = (await accepted.json()) as { matchId: string };
  for (const [request, text] of [
    [quinnContext.request, "Hi Ada, puns at dawn?"],
    [page.request, "Only the worst ones."],
  ] as const) {
    const sent = await request.post(`/api/chat/conversations/${matchId}/messages`, {
      data: { text },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  try {
    // Quinn has the conversation with Ada open in one tab and Make a Match in another.
    const quinnChat = await quinnContext.newPage();
    await quinnChat.goto(`/matching?tab=history&chat=${matchId}`);
    await expect(quinnChat.getByRole("dialog", { name: "Ada Lovelace" })).toBeVisible();
    await quinnPage.goto("/pairing?tab=suggestions");
    const waiting = quinnPage.getByRole("region", { name: "Waiting for You" });
    await expect(waiting.getByText("From Ada Lovelace")).toBeVisible();

    // Download my data: a JSON file of Ada's own things.
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Danger zone" })).toBeVisible();
    // What deleting does, as it happens: Ada's messages stay with Quinn for 30 days, then go.
    await expect(
      page.getByText(
        "the messages you sent stay visible to them alone for 30 days, so they can still report them, then are deleted.",
        { exact: false },
      ),
    ).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vouch-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { email: string };
      profile: { name: string };
      circle: { name: string }[];
      pairings: { otherMemberName: string }[];
    };
    expect(data.account.email).toBe(ada.email);
    expect(data.profile.name).toBe("Ada Lovelace");
    expect(data.circle.map((f) => f.name)).toEqual(["Bea Friend"]);
    expect(data.pairings.map((p) => p.otherMemberName)).toEqual(["Quinn Roe"]);
    expect(JSON.stringify(data)).not.toContain(quinn.email);

    await fitsTheScreen(page, 375);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A wrong password is refused under the field, and nothing happens.
    // The refused request logs its 400 in the console; that is the point of this step.
    allowConsoleErrors(page, /status of 400/);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Password").fill("not my password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("That password isn't right")).toBeVisible();
    await fitsTheScreen(page, 375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "account-leave-dialog-375.png");

    await dialog.getByLabel("Password").fill(ada.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page).filter({ hasText: "Your account is deleted" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Begin Your Journey" })).toBeVisible();
    await keepScreenshot(page, "account-leave-landing-375.png");

    // Signed out for good: the old credentials no longer sign in.
    // The refused sign-in logs its 401 in the console.
    allowConsoleErrors(page, /status of 401/);
    await page.goto("/auth");
    await page.getByLabel("Email").fill(ada.email);
    await page.getByLabel("Password").fill(ada.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page).filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    // The email is free again: it signs up as a new member, with nothing of the old one.
    const again = await createMember(page.request, { email: ada.email, name: "Ada Again" });
    expect(again.id).not.toBe(ada.id);

    // Quinn's screen hears of it without a reload: the pairing can't be answered any more, and
    // it names a former member.
    await expect(waiting.getByText("From Ada Lovelace")).toBeHidden();
    await quinnPage.getByText(/Past answers/).click();
    await expect(quinnPage.getByText("From a former member")).toBeVisible();
    await expect(quinnPage.getByText("Ada Lovelace")).toHaveCount(0);
    // Quinn keeps the conversation, live: read-only, "a former member", both sides of it, and the
    // line saying the other member left Vouch. The same after a reload.
    for (const step of ["live", "after a reload"]) {
      if (step === "after a reload") await quinnChat.reload();
      const chat = quinnChat.getByRole("dialog", { name: FORMER_MEMBER_NAME });
      await expect(chat, step).toBeVisible({ timeout: 20_000 });
      await expect(chat.getByRole("note")).toHaveText(partnerLeftText(translatorFor("en")));
      await expect(chat.getByText("Hi Ada, puns at dawn?")).toBeVisible();
      await expect(chat.getByText("Only the worst ones.")).toBeVisible();
      await expect(chat.getByRole("textbox")).toHaveCount(0);
      await expect(quinnChat.getByText("Ada Lovelace")).toHaveCount(0);
    }
    await fitsTheScreen(quinnChat, 375);
    expect(await seriousA11yViolations(quinnChat)).toEqual([]);
    await keepScreenshot(quinnChat, "account-leave-partner-375.png");
  } finally {
    await quinnContext.close();
  }
});

test("the danger zone and its dialog fit a 320 px phone", async ({ page, member }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Danger zone" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).scrollIntoViewIfNeeded();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "account-leave-settings-320.png");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await fitsTheScreen(page, 320);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "account-leave-dialog-320.png");

  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get("/api/me")).status()).toBe(200);
  void member;
});
