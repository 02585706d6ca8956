import sharp from "sharp";
import { createCircle, friendCard } from "./circle-helpers";
import {
  allowConsoleErrors,
  createMember,
  expect,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";

// Every test here runs as a fresh member, signed in in its own browser context.
test.beforeEach(async ({ page }) => {
  await createMember(page.request);
});

test("the circle screen: back, contact sync, privacy note, cards", async ({ page }) => {
  await createCircle(page.request, [
    { name: "Maya Chen", bio: "Laminated dough, long walks.", trustLevel: "Close" },
    {
      name: "Quinn Abbott",
      gender: "they/them",
      sexuality: "queer",
      consent: false,
      relationshipStatus: "married",
    },
  ]);
  await page.goto("/circle");
  await expect(page.getByRole("heading", { level: 1, name: "Your Circle" })).toBeVisible();
  await expect(
    page.getByText("Contacts are private until you opt them into your circle"),
  ).toBeVisible();

  for (const name of ["Sync Phone Contacts", "Import from Instagram"]) {
    await page.getByRole("button", { name }).click();
    await expect(
      toast(page).filter({ hasText: "Contact sync will be available soon" }).first(),
    ).toBeVisible();
  }

  const maya = friendCard(page, "Maya Chen");
  await expect(maya).toContainText("she/her · Bisexual");
  await expect(maya).toContainText("Single");
  await expect(maya).toContainText("Close");
  await expect(maya).toContainText("Active");
  await expect(maya.getByRole("img", { name: "Consent off" })).toHaveCount(0);
  const quinn = friendCard(page, "Quinn Abbott");
  await expect(quinn).toContainText("they/them · Queer");
  await expect(quinn).toContainText("Married");
  await expect(quinn).toContainText("Invite pending");
  await expect(quinn.getByRole("img", { name: "Consent off" })).toBeVisible();

  // A sample name has its own portrait (a file drawn ahead); any other name its initials.
  const portrait = page.locator('img[alt="Maya Chen"]');
  await expect(portrait).toHaveAttribute("src", "/portraits/maya-chen.svg");
  await expect(page.locator('img[alt="Quinn Abbott"]')).toHaveCount(0);
  await expect(quinn).toContainText("QA");
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("the sheet's trust and consent changes are saved and survive a reload", async ({ page }) => {
  await createCircle(page.request, [
    { name: "Maya Chen", bio: "Laminated dough, long walks." },
    { name: "Jordan Ellis" },
  ]);
  await page.goto("/circle");
  await friendCard(page, "Maya Chen").click();
  const sheet = page.getByRole("dialog", { name: "Maya Chen" });
  const trust = sheet.getByRole("group", { name: "Trust level" });
  await expect(sheet.getByRole("heading", { name: "About" })).toBeVisible();
  await expect(sheet).toContainText("Laminated dough, long walks.");
  await expect(
    sheet.getByText("No match history yet. Start by suggesting one of their friends."),
  ).toBeVisible();
  await expect(trust.getByRole("button", { name: "Familiar" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await trust.getByRole("button", { name: "Close" }).click();
  await expect(trust.getByRole("button", { name: "Close" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await sheet.getByRole("switch", { name: "Consent to introduce" }).click();
  await expect(toast(page).filter({ hasText: "Consent removed" })).toContainText(
    "This friend won't appear in matches",
  );

  await page.reload();
  const card = friendCard(page, "Maya Chen");
  await expect(card).toContainText("Close");
  await expect(card).toContainText("Invite pending");
  await card.click();
  await expect(trust.getByRole("button", { name: "Close" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const consent = sheet.getByRole("switch", { name: "Consent to introduce" });
  await expect(consent).not.toBeChecked();

  await consent.click();
  await expect(toast(page).filter({ hasText: "Consent enabled" })).toContainText(
    "This friend can now be suggested for matches",
  );
  await trust.getByRole("button", { name: "Casual" }).click();
  await expect(trust.getByRole("button", { name: "Casual" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await expect(friendCard(page, "Maya Chen")).toContainText("Casual");
  await expect(friendCard(page, "Maya Chen")).toContainText("Active");
});

test("a failed save puts the switch back and says why", async ({ page }) => {
  allowConsoleErrors(page, /status of 500 .*\/api\/circle\/friends\//); // the failure it stages
  await createCircle(page.request, [{ name: "Maya Chen" }]);
  await page.goto("/circle");
  await page.route("**/api/circle/friends/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 500,
          json: {
            error: { code: "internal", message: "Something went wrong on our side." },
            requestId: "r1",
          },
        })
      : route.continue(),
  );
  await friendCard(page, "Maya Chen").click();
  const consent = page.getByRole("switch", { name: "Consent to introduce" });
  await consent.click();
  await expect(toast(page).filter({ hasText: "Error" })).toContainText(
    "Something went wrong on our side.",
  );
  await expect(consent).toBeChecked();
});

test("remove asks first, then deletes; the last friend stays", async ({ page }) => {
  await createCircle(page.request, [{ name: "Maya Chen" }, { name: "Jordan Ellis" }]);
  await page.goto("/circle");

  await friendCard(page, "Jordan Ellis").click();
  await page.getByRole("button", { name: "Remove from Circle" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Jordan Ellis?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(friendCard(page, "Jordan Ellis")).toBeVisible();

  await friendCard(page, "Jordan Ellis").click();
  await page.getByRole("button", { name: "Remove from Circle" }).click();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Removed from your circle" })).toBeVisible();
  await expect(friendCard(page, "Jordan Ellis")).toHaveCount(0);
  await page.reload();
  await expect(friendCard(page, "Maya Chen")).toBeVisible();
  await expect(friendCard(page, "Jordan Ellis")).toHaveCount(0);

  await friendCard(page, "Maya Chen").click();
  await expect(page.getByRole("button", { name: "Remove from Circle" })).toBeDisabled();
  await expect(page.getByText("your last friend can't be removed")).toBeVisible();
});

test("add a friend from /circle until the circle has 5", async ({ page }) => {
  await createCircle(page.request, [
    { name: "Maya Chen" },
    { name: "Jordan Ellis" },
    { name: "Priya Nair" },
  ]);
  await page.goto("/circle");

  await page.getByRole("button", { name: "Add Friend (3/5)" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a friend" });
  await dialog.getByRole("button", { name: "Add to Circle" }).click();
  await expect(toast(page).filter({ hasText: "Missing information" })).toBeVisible();
  await expect(dialog.getByText("Name is required")).toBeVisible();

  await dialog.getByLabel("Name", { exact: true }).fill("Sam Okafor");
  await dialog.getByLabel("Gender/pronouns").fill("he/him");
  await dialog.getByRole("combobox", { name: "Sexuality" }).click();
  await page.getByRole("option", { name: "Straight", exact: true }).click();
  await dialog.getByRole("button", { name: "Add to Circle" }).click();
  await expect(toast(page).filter({ hasText: "Friend added" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(friendCard(page, "Sam Okafor")).toContainText("he/him · Straight");
  // The toast sits over the bottom of the screen until it is dismissed.
  await toast(page)
    .filter({ hasText: "Friend added" })
    .getByRole("button", { name: "Close toast" })
    .click();
  // It leaves with an animation, over the button below until it has gone.
  await expect(toast(page).filter({ hasText: "Friend added" })).toBeHidden();

  await page.getByRole("button", { name: "Add Friend (4/5)" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Lena Weiss");
  await dialog.getByLabel("Gender/pronouns").fill("she/her");
  await dialog.getByRole("combobox", { name: "Sexuality" }).click();
  await page.getByRole("option", { name: "Queer", exact: true }).click();
  await dialog.getByRole("button", { name: "Add to Circle" }).click();
  await expect(friendCard(page, "Lena Weiss")).toBeVisible();
  await expect(page.getByRole("button", { name: /Add Friend/ })).toHaveCount(0);
});

test("View Full Profile shows the friend's details", async ({ page }) => {
  await createCircle(page.request, [
    { name: "Maya Chen", bio: "Laminated dough, long walks.", relationshipStatus: "married" },
  ]);
  await page.goto("/circle");
  await friendCard(page, "Maya Chen").click();
  await page.getByRole("button", { name: "View Full Profile" }).click();
  const profile = page
    .getByRole("dialog", { name: "Maya Chen" })
    .filter({ hasText: "Not on Vouch yet" });
  await expect(profile).toContainText("Married");
  await expect(profile).toContainText("Laminated dough, long walks.");
});

test("a member without a circle is offered onboarding on /circle", async ({ page }) => {
  await page.goto("/circle");
  await expect(page.getByText("Your circle is empty")).toBeVisible();
  await page.getByRole("link", { name: "Create Your Circle" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("the circle screen and sheet have no serious accessibility violations", async ({ page }) => {
  await createCircle(page.request, [
    { name: "Maya Chen" },
    { name: "Quinn Abbott", consent: false },
  ]);
  await page.goto("/circle");
  await expect(friendCard(page, "Maya Chen")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await friendCard(page, "Maya Chen").click();
  await expect(page.getByText("No match history yet.", { exact: false })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a friend on Vouch is invited by username, confirms in their own browser, then shows as a Member", async ({
  page,
  browser,
}) => {
  await createCircle(page.request, [{ name: "Jordan Ellis" }]);
  // Robin has a photo: Lina, asked to confirm, sees whose circle it is.
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post("/api/profile/photos", {
    multipart: { photo: { name: "robin.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const linaContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const linaPage = await linaContext.newPage();
    await createMember(linaPage.request, { name: "Lina Okafor" });
    const { profile } = (await (await linaPage.request.get("/api/profile")).json()) as {
      profile: { username: string };
    };

    await page.goto("/circle");
    await page.getByRole("button", { name: /Add Friend/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: true }).fill("Lina Okafor");
    await dialog.getByLabel("Gender/pronouns").fill("she/her");
    await dialog.getByRole("combobox", { name: "Sexuality" }).click();
    await page.getByRole("option", { name: "Straight" }).click();
    // The unknown username below is refused with a 400 on purpose.
    allowConsoleErrors(page, /status of 400 .*\/api\/circle\/friends\)/);
    await dialog.getByLabel(/Their Vouch username/).fill("nobody here at all");
    await expect(dialog.getByLabel(/Their Vouch username/)).toHaveValue("nobodyhereatall");
    await dialog.getByRole("button", { name: "Add to Circle" }).click();
    await expect(dialog.getByText("No Vouch member has this username")).toBeVisible();

    await dialog.getByLabel(/Their Vouch username/).fill(profile.username.toUpperCase());
    await dialog.getByRole("button", { name: "Add to Circle" }).click();
    await expect(
      toast(page).filter({ hasText: `We've asked @${profile.username} to confirm it's them.` }),
    ).toBeVisible();
    const lina = friendCard(page, "Lina Okafor");
    await expect(lina).toContainText("Member invited");
    // Asked by username already: no invite link is offered under her.
    await expect(page.getByRole("button", { name: "Invite Lina" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Invite Jordan" })).toBeVisible();
    await lina.click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByText(`Waiting for @${profile.username}`)).toBeVisible();
    await page.keyboard.press("Escape");

    // Lina sees the invitation on her own /circle and confirms it.
    await linaPage.goto("/circle");
    const invitation = linaPage.getByRole("region", { name: "Are you their friend?" });
    await expect(invitation).toContainText("Robin Vale");
    await expect(invitation).toContainText("added you to their circle as “Lina Okafor”");
    const face = invitation.locator("li img").first();
    await expect(face).toHaveAttribute("src", /\/api\/photos\//);
    await expect
      .poll(() => face.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await keepScreenshot(invitation, "circle-invitation-photo-375.png");
    await invitation.getByRole("button", { name: "Confirm you are Robin Vale's friend" }).click();
    await expect(
      toast(linaPage).filter({ hasText: "You're in Robin Vale's circle." }),
    ).toBeVisible();
    await expect(invitation).toHaveCount(0);

    await page.reload();
    await expect(lina).toContainText("Member");
    await expect(lina).not.toContainText("Member invited");
    await lina.click();
    await sheet.getByRole("button", { name: "Unlink" }).click();
    await expect(sheet.getByLabel("Their Vouch username")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(friendCard(page, "Lina Okafor")).not.toContainText("Member");
  } finally {
    await linaContext.close();
  }
});
