import sharp from "sharp";
import { createCircle, friendCard } from "./circle-helpers";
import {
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
    // An unknown username's refusal is tested with the screen (tests/screens/circle.screen.test.tsx).
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
