import type { BrowserContext, Page } from "@playwright/test";
import { createCircle } from "./circle-helpers";
import {
  createMember,
  expect,
  fitsTheScreen,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  keepScreenshot,
} from "./fixtures";
import { signInAsFirstDemoMember } from "./pairing-helpers";

/**
 * Ada (this test's page) lists Maya, on Vouch, in her circle and Maya confirms: Maya is Ada's
 * linked friend. Maya's own browser is returned, signed in, at 375 px.
 */
async function adaAndMaya(
  page: Page,
  browser: { newContext: (o: object) => Promise<BrowserContext> },
) {
  await page.setViewportSize({ width: 375, height: 812 });
  const maya = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await createMember(maya.request, { name: "Maya Chen" });
  await createCircle(maya.request, [{ name: "Jo Park" }]);
  const { profile } = (await (await maya.request.get("/api/profile")).json()) as {
    profile: { username: string };
  };
  const ada = await createMember(page.request, { name: "Ada Brennan" });
  await createCircle(page.request, [{ name: "Maya Chen", username: profile.username }]);
  const { invitations } = (await (await maya.request.get("/api/circle")).json()) as {
    invitations: { friendId: string }[];
  };
  const confirmed = await maya.request.post(
    `/api/circle/invitations/${invitations[0]!.friendId}/confirm`,
  );
  expect(confirmed.status()).toBe(200);
  return { ada, maya, mayaPage: await maya.newPage() };
}

test("a friend writes an endorsement, the member sees it live and approves it, and it shows", async ({
  page,
  browser,
}) => {
  // Two members' whole journey, both sides live, with two accessibility scans: past 30 s on
  // this machine when the suite runs in parallel.
  test.slow();
  const { ada, maya, mayaPage } = await adaAndMaya(page, browser);
  try {
    await page.goto("/profile");
    const friendsSay = page.getByRole("region", { name: "What friends say" });
    await expect(friendsSay.getByText("Ask a friend for a prompt")).toBeVisible();
    await markNotReloaded(page);

    await mayaPage.goto("/circle");
    const vouch = mayaPage.getByRole("region", { name: "Friends you can vouch for" });
    await vouch.getByRole("button", { name: "Vouch for Ada" }).click();
    await vouch.getByLabel("Your words about Ada").fill("Ada fixed my bike at midnight, twice.");
    await vouch.getByRole("button", { name: "Send to Ada" }).click();
    await expect(vouch.getByText("Waiting for Ada's approval")).toBeVisible();
    expect(await seriousA11yViolations(mayaPage)).toEqual([]);
    await keepScreenshot(vouch, "endorse-author-375.png");

    // Ada's /profile shows it without a reload: nothing on her profile until she approves.
    const toApprove = friendsSay.getByRole("region", { name: "To approve" });
    await expect(toApprove.getByText("Maya wrote something about you")).toBeVisible();
    await expect(toApprove.getByText("Ada fixed my bike at midnight, twice.")).toBeVisible();
    const shown = () =>
      page.request
        .get(`/api/members/${ada.id}/profile`)
        .then((res) => res.json() as Promise<{ endorsements: { text: string }[] }>);
    expect((await shown()).endorsements).toEqual([]);
    await keepScreenshot(friendsSay, "endorse-member-pending-375.png");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await toApprove.getByRole("button", { name: "Approve Maya's words" }).click();
    const onProfile = friendsSay.getByRole("region", { name: "On your profile" });
    await expect(onProfile.getByText("Ada fixed my bike at midnight, twice.")).toBeVisible();
    await expect(onProfile.getByRole("button", { name: "Hide Maya's words" })).toBeVisible();
    expect((await shown()).endorsements).toEqual([
      expect.objectContaining({ text: "Ada fixed my bike at midnight, twice." }),
    ]);
    await expect(vouch.getByText("Shown on Ada's profile")).toBeVisible();

    // An edit goes back to Ada for approval, live.
    await vouch.getByRole("button", { name: "Edit your words about ada" }).click();
    await vouch
      .getByLabel("Your words about Ada")
      .fill("Ada fixed my bike at midnight, three times.");
    await vouch.getByRole("button", { name: "Save" }).click();
    await expect(vouch.getByText("Waiting for Ada's approval")).toBeVisible();
    await expect(toApprove.getByText("Ada fixed my bike at midnight, three times.")).toBeVisible();
    expect(await notReloaded(page)).toBe(true);

    await fitsTheScreen(page, 320);
    await keepScreenshot(friendsSay, "endorse-member-320.png");
    await fitsTheScreen(mayaPage, 320);
    await keepScreenshot(vouch, "endorse-author-320.png");
  } finally {
    await maya.close();
  }
});

test("a member asks a friend for a prompt; the friend answers and the member approves it", async ({
  page,
  browser,
}) => {
  const { maya, mayaPage } = await adaAndMaya(page, browser);
  try {
    await page.goto("/profile");
    await mayaPage.goto("/circle");
    const vouch = mayaPage.getByRole("region", { name: "Friends you can vouch for" });
    await expect(vouch.getByRole("button", { name: "Vouch for Ada" })).toBeVisible();
    await markNotReloaded(mayaPage);

    const friendsSay = page.getByRole("region", { name: "What friends say" });
    await friendsSay.getByRole("combobox", { name: "Friend" }).click();
    await page.getByRole("option", { name: "Maya" }).click();
    await friendsSay.getByRole("combobox", { name: "Prompt" }).click();
    await page.getByRole("option", { name: "You'd be lucky to date Ada because…" }).click();
    await friendsSay.getByRole("button", { name: "Ask Maya" }).click();
    const asked = friendsSay.getByRole("region", { name: "Asked, not answered yet" });
    await expect(asked.getByText("You asked Maya to answer a prompt")).toBeVisible();

    // Maya's /circle shows the prompt live, and she answers it.
    await expect(vouch.getByText("You'd be lucky to date Ada because…")).toBeVisible();
    await vouch.getByLabel("Your answer").fill("She remembers every birthday, even mine.");
    await vouch.getByRole("button", { name: "Send answer" }).click();
    await expect(vouch.getByText("Waiting for Ada's approval")).toBeVisible();

    const toApprove = friendsSay.getByRole("region", { name: "To approve" });
    await expect(toApprove.getByText("Maya answered a prompt about you")).toBeVisible();
    await toApprove.getByRole("button", { name: "Approve Maya's answer" }).click();
    await expect(
      friendsSay
        .getByRole("region", { name: "On your profile" })
        .getByText("She remembers every birthday, even mine."),
    ).toBeVisible();
    // Her answer's button says it hides her answer, not "her words" (what an endorsement's says).
    await expect(
      friendsSay
        .getByRole("region", { name: "On your profile" })
        .getByRole("button", { name: "Hide Maya's answer" }),
    ).toBeVisible();
    await expect(vouch.getByText("Shown on Ada's profile")).toBeVisible();
    expect(await notReloaded(mayaPage)).toBe(true);
    await expect(
      friendsSay.getByText("Each of your friends on Vouch has a prompt from you."),
    ).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await seriousA11yViolations(mayaPage)).toEqual([]);
    await keepScreenshot(friendsSay, "endorse-prompt-member-375.png");
    await fitsTheScreen(page, 320);
    await fitsTheScreen(mayaPage, 320);
    await keepScreenshot(vouch, "endorse-prompt-author-320.png");
  } finally {
    await maya.close();
  }
});

test("the demo: the sign-in member has words to approve, and Match for You shows what friends say", async ({
  page,
}) => {
  await signInAsFirstDemoMember(page);

  await page.goto("/profile");
  const friendsSay = page.getByRole("region", { name: "What friends say" });
  await expect(
    friendsSay.getByRole("region", { name: "To approve" }).getByText(/wrote something about you$/),
  ).toBeVisible();
  await expect(
    friendsSay.getByRole("region", { name: "On your profile" }).getByRole("listitem"),
  ).toHaveCount(2);

  // Match for You: each card's profile view shows what the member's friends say.
  await page.goto("/matching");
  const card = page
    .getByRole("list", { name: "Suggestions from your friends" })
    .getByRole("listitem")
    .first();
  await expect(card.getByRole("region", { name: /^Friends vouch for / })).toBeVisible();
  await expect(
    card.getByRole("list", { name: /friends answered$/ }).getByText(/, a friend$/),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(card, "endorse-match-for-you-375.png");
  await fitsTheScreen(page, 320);
});
