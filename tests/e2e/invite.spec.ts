import type { APIRequestContext } from "@playwright/test";
import { createCircle, fillFriendCard } from "./circle-helpers";
import {
  createMember,
  expect,
  fitsTheScreen,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
  toastsCover,
  uniqueEmail,
  keepScreenshot,
} from "./fixtures";
import { fillWishFields } from "./wish-helpers";

async function inviteLink(request: APIRequestContext, friendId: string) {
  const res = await request.post(`/api/circle/friends/${friendId}/invite-link`);
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

test("a member invites a friend, who joins from the link and builds a circle; the inviter sees Joined live", async ({
  page,
  browser,
}) => {
  // Two people's whole journey, sign-up included, with accessibility scans: past 30 s on this
  // machine when the suite runs in parallel.
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await createMember(page.request, { name: "Ada Brennan" });
  await createCircle(page.request, [{ name: "Maya Chen" }]);
  await page.goto("/circle");
  await page.getByRole("button", { name: "Invite Maya" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Maya" });
  await expect(dialog.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(dialog.getByRole("link", { name: "SMS" })).toHaveAttribute("href", /^sms:\?&body=/);
  await expect(dialog.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:/);
  const url = await dialog.getByLabel("Invite link").inputValue();
  expect(url).toMatch(/\/invite\?token=[\w-]{43}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "invite-dialog-375.png");
  await page.keyboard.press("Escape");
  await markNotReloaded(page);
  const before = Number(await page.getByTestId("header-hearts").textContent());
  await expect(page.getByTestId("invite-status")).toHaveText(/Invite sent · expires in 7 days/);
  await expect(page.getByRole("button", { name: "Revoke" })).toBeVisible();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "invite-card-320.png");

  const maya = await browser.newContext({ viewport: { width: 320, height: 700 } });
  try {
    const friendPage = await maya.newPage();
    await friendPage.goto(new URL(url).pathname + new URL(url).search);
    await expect(
      friendPage.getByRole("heading", { name: "Ada wants you in their circle on Vouch" }),
    ).toBeVisible();
    await fitsTheScreen(friendPage, 320);
    expect(await seriousA11yViolations(friendPage)).toEqual([]);
    await keepScreenshot(friendPage, "invite-page-320.png", { fullPage: true });
    await expect(page.getByTestId("invite-status")).toHaveText("Opened");

    await expect(friendPage.getByRole("button", { name: "Join Vouch" })).toBeDisabled();
    await friendPage.getByRole("checkbox", { name: "I'm 18 or older" }).check();
    await friendPage.getByRole("button", { name: "Join Vouch" }).click();
    await expect(friendPage.getByLabel("Full name")).toHaveValue("Maya Chen");
    await friendPage.getByLabel("Email").fill(uniqueEmail("maya"));
    await friendPage.getByLabel("Password").fill("a long enough password");
    await friendPage.getByLabel("Age").fill("30");
    await friendPage.getByLabel("Pronouns").fill("she/her");
    await friendPage.getByRole("combobox", { name: "Sexuality" }).click();
    await friendPage.getByRole("option", { name: "Bisexual" }).click();
    await friendPage.getByRole("combobox", { name: "Neighborhood" }).click();
    await friendPage.getByRole("option", { name: "Astoria" }).click();
    await fillWishFields(friendPage);
    await friendPage.getByRole("button", { name: "Create Account" }).click();

    // Back on the link's page, signed in: accept, then build a circle of her own.
    await friendPage.getByRole("button", { name: "Accept" }).click();
    await expect(friendPage).toHaveURL(/\/onboarding$/);
    await expect(page.getByTestId("invite-status")).toHaveText("Joined");
    await fillFriendCard(friendPage, 0, { name: "Jo Park" });
    await friendPage.getByRole("button", { name: "Create Your Circle" }).click();
    // Her own friend isn't on Vouch either: she is offered to invite him, and may go on.
    const next = friendPage.getByRole("list", { name: "Friends not on Vouch yet" });
    await expect(next.getByRole("button", { name: "Invite Jo" })).toBeVisible();
    await friendPage.getByRole("button", { name: "Continue to Vouch" }).click();
    await expect(friendPage).toHaveURL(/\/home$/);
    // The inviter's balance in the header grows by two without a reload.
    await expect(page.getByTestId("header-hearts")).toHaveText(String(before + 2));
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await maya.close();
  }
  const wallet = (await (await page.request.get("/api/hearts")).json()) as {
    transactions: { reason: string; amount: number }[];
  };
  expect(wallet.transactions[0]).toMatchObject({
    amount: 2,
    reason: expect.stringMatching(/Maya/),
  });
});

// Signing in from a link and coming back to accept it, and a link that was never one, are tested
// with the screen (tests/screens/invite.screen.test.tsx).
test("a revoked link's page says so and asks for a new one", async ({ page, browser }) => {
  await createMember(page.request, { name: "Ada Brennan" });
  const [friend] = await createCircle(page.request, [{ name: "Maya Chen" }]);
  const url = await inviteLink(page.request, friend!.id);
  await page.request.delete(`/api/circle/friends/${friend!.id}/invite-link`);
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const p = await visitor.newPage();
    await p.goto(new URL(url).pathname + new URL(url).search);
    await expect(p.getByRole("heading", { name: "This invite link was withdrawn." })).toBeVisible();
    await expect(p.getByText("Ask Ada to send you a new link.")).toBeVisible();
    await fitsTheScreen(p, 375);
    expect(await seriousA11yViolations(p)).toEqual([]);
    await keepScreenshot(p, "invite-revoked-375.png");
  } finally {
    await visitor.close();
  }
});

test("after joining from a link, the newcomer adds the inviter to their own circle in one tap", async ({
  page,
  browser,
}) => {
  const ada = await createMember(page.request, { name: "Ada Brennan" });
  const [friend] = await createCircle(page.request, [{ name: "Maya Chen" }]);
  const url = new URL(await inviteLink(page.request, friend!.id));
  const maya = await browser.newContext({ viewport: { width: 320, height: 700 } });
  try {
    const mayaPage = await maya.newPage();
    await createMember(maya.request, { name: "Maya Chen" });
    await mayaPage.goto(url.pathname + url.search);
    await mayaPage.getByRole("checkbox", { name: "I'm 18 or older" }).check();
    await mayaPage.getByRole("button", { name: "Accept" }).click();
    await expect(mayaPage).toHaveURL(/\/onboarding$/);

    const offer = mayaPage.getByRole("region", { name: "Add Ada to your circle" });
    await expect(offer).toContainText("Ada invited you.");
    await fitsTheScreen(mayaPage, 320);
    expect(await seriousA11yViolations(mayaPage)).toEqual([]);
    await keepScreenshot(offer, "invite-add-inviter-320.png");
    await offer.getByRole("button", { name: "Add Ada to my circle" }).click();
    await expect(mayaPage).toHaveURL(/\/circle$/);
    // Its toast, shown as /circle arrives, leaves the page's title and buttons in sight.
    await expect(toast(mayaPage).filter({ hasText: "Ada is in your circle" })).toBeVisible();
    await expect
      .poll(() => toastsCover(mayaPage), { timeout: 2_000, intervals: [100] })
      .toEqual([]);
    await keepScreenshot(mayaPage, "invite-add-inviter-toast-320.png");
    await expect(mayaPage.getByRole("button", { name: /^Ada Brennan\b/ })).toContainText(
      "Member invited",
    );
    await expect(offer).toHaveCount(0);

    // Ada is asked to confirm it's her, on her own /circle.
    await page.goto("/circle");
    await expect(page.getByRole("region", { name: "Are you their friend?" })).toContainText(
      "Maya Chen",
    );
  } finally {
    await maya.close();
  }
  expect(ada.name).toBe("Ada Brennan");
});
