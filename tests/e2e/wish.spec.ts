import type { Browser } from "@playwright/test";
import { createCircle } from "./circle-helpers";
import {
  createMember,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  uniqueEmail,
  withoutDrawnScreen,
  keepScreenshot,
} from "./fixtures";
import {
  addMemberFriend,
  exploreMember,
  friendIds,
  myFriend,
  theirFriend,
} from "./pairing-helpers";
import { chooseOption, fillWishFields } from "./wish-helpers";

// Gender and who a member wants to meet: at sign-up, on /profile, asked once of an existing
// member; the fit shown before an introduction is sent; pause in Settings.

test("sign-up asks who you want to meet, says what is wrong, and /profile edits it, at 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Full name").fill("Sasha Ray");
  await page.getByLabel("Email").fill(uniqueEmail("wish"));
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByLabel("Age").fill("31");
  await page.getByLabel("Pronouns").fill("they/them");
  await chooseOption(page, "Sexuality", "Queer");
  await chooseOption(page, "Neighborhood", "Astoria");

  // Nothing of the wish given yet: each part says so.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Choose your gender")).toBeVisible();
  await expect(page.getByText("Choose at least one")).toBeVisible();
  await expect(page.getByText("Choose what you are looking for")).toBeVisible();
  await expect(page).toHaveURL(/mode=sign-up/);

  await fillWishFields(page);
  await page.getByLabel("From", { exact: true }).fill("40");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("To age must be at least the From age")).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill("26");
  await keepScreenshot(
    page.getByRole("region", { name: "Who you'd like to meet" }),
    `wish-sign-up-320.png`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.goto("/profile");
  await expect(page.getByRole("combobox", { name: "Gender" })).toHaveText("In my own words");
  await expect(page.getByLabel("Your gender, in your own words")).toHaveValue("genderqueer");
  await expect(page.getByRole("checkbox", { name: "Women", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Men", exact: true })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "Men", exact: true }).check();
  await page.getByLabel("To", { exact: true }).fill("45");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page).filter({ hasText: "Profile updated" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Men", exact: true })).toBeChecked();
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("45");
  await expect(page.getByLabel("Your gender, in your own words")).toHaveValue("genderqueer");
});

test("a member who hasn't said is asked once, before anything else, then goes on", async ({
  page,
  member: _member,
}) => {
  // A member from before Vouch asked: the server's session says so (as for a real one, in
  // src/server/features/profile/wish.test.ts), once.
  // The page as the app draws it itself: a server-drawn one would carry the real session.
  await withoutDrawnScreen(page);
  await page.route(
    "**/api/session",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, user: { ...body.user, wishToGive: true } },
      });
    },
    { times: 1 },
  );
  await page.goto("/circle");
  await expect(page).toHaveURL(/\/who-i-want-to-meet\?next=\/circle$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Who you'd like to meet" }),
  ).toBeVisible();
  // Before anything else: no way around it on the page.
  await expect(page.getByRole("navigation")).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, `wish-asked-once-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 320, height: 740 });
  await keepScreenshot(page, `wish-asked-once-320.png`, { fullPage: true });

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose your gender")).toBeVisible();
  await fillWishFields(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/circle$/);
  await page.reload();
  await expect(page).toHaveURL(/\/circle$/);
});

async function memberIn(browser: Browser, name: string, wish: Record<string, unknown>) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const member = await createMember(context.request, { name, ...wish });
  return { context, member };
}

test("the fit of both people is shown before a pairing or a direct match is sent", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const robin = await memberIn(browser, "Robin Vale", {});
  const nora = await memberIn(browser, "Nora Quinn", { gender: "woman", interestedIn: ["man"] });
  const ana = await memberIn(browser, "Ana Lopez", {
    gender: "woman",
    age: 29,
    interestedIn: ["man"],
    ageMin: 27,
    ageMax: 35,
  });
  const bea = await memberIn(browser, "Bea Stone", {
    gender: "woman",
    age: 33,
    interestedIn: ["man", "nonbinary"],
    ageMin: 30,
    ageMax: 40,
    lookingFor: "casual",
  });
  try {
    await createCircle(robin.context.request, [{ name: "Sofia Alvarez" }]);
    await createCircle(nora.context.request, [{ name: "Maya Chen" }]);
    await addMemberFriend(robin.context.request, ana.context.request, "Ana Lopez");
    await addMemberFriend(nora.context.request, bea.context.request, "Bea Stone");

    const page = await robin.context.newPage();
    await exploreMember(page, nora.member.id);
    await expect(
      page.getByText("Woman · wants to meet men, 18–99, for a relationship"),
    ).toBeVisible();
    const carousel = page.getByRole("region", { name: "Nora's Friends" });
    await carousel.getByRole("button", { name: /next/i }).click();
    await expect(theirFriend(page, "Maya Chen")).not.toBeInViewport();
    await expect(theirFriend(page, "Bea Stone")).toContainText(
      "Woman · into men, non-binary · 30–40",
    );
    // Tap yours, then "Pair with…" on theirs (Ana sits under the bottom bar for a drag).
    await myFriend(page, "Ana Lopez Member").click();
    await theirFriend(page, "Bea Stone").getByRole("button", { name: "Pair with Ana" }).click();
    const dialog = page.getByRole("dialog", { name: "Suggest a Match" });
    const fit = dialog.getByRole("region", { name: "Fit" });
    await expect(fit).toContainText(
      "Ana · Woman · 29 · wants to meet men, 27–35, for a relationship",
    );
    await expect(fit).toContainText("Bea · Woman · 33 · wants to meet men and non-binary people");
    await expect(fit.getByTestId("fit-flag")).toContainText(
      "Ana is outside who Bea said they want to meet.",
    );
    await expect(fit.getByTestId("fit-flag")).toContainText(
      "Bea is outside who Ana said they want to meet.",
    );
    await expect(fit.getByTestId("fit-flag")).toContainText("You can still send it");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(dialog, `wish-fit-pairing-375.png`);
    await page.setViewportSize({ width: 320, height: 740 });
    await keepScreenshot(dialog, `wish-fit-pairing-320.png`);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // A friend who doesn't know Vouch: nothing to compare.
    await page.setViewportSize({ width: 375, height: 812 });
    await carousel.getByRole("button", { name: /previous/i }).click();
    await myFriend(page, "Sofia Alvarez").click();
    await theirFriend(page, "Maya Chen").getByRole("button", { name: "Pair with Sofia" }).click();
    await expect(dialog.getByTestId("fit-flag")).toHaveText(
      "Vouch can only check the fit of people on Vouch who said who they want to meet.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Direct Match: Nora wants to meet men, so Vouch won't send Ana.
    const card = page.getByRole("form", { name: "Direct Match" });
    await card.getByRole("combobox", { name: "Your friend" }).click();
    await page.getByRole("option", { name: "Ana Lopez", exact: true }).click();
    await expect(card.getByTestId("fit-flag")).toContainText(
      "Ana is outside who Nora said they want to meet.",
    );
    await expect(card.getByTestId("fit-flag")).toContainText("Vouch won't send this suggestion");
    // The send stays off, and says why to a screen reader too.
    const sendDirect = card.getByRole("button", { name: "Send Direct Match" });
    await expect(sendDirect).toBeDisabled();
    await expect(sendDirect).toHaveAccessibleDescription(
      /^Vouch won't send this suggestion, and no hearts are spent\./,
    );
    await keepScreenshot(card, `wish-fit-direct-375.png`);

    // Robin sends the pairing of Ana and Bea anyway; Nora, asked to approve, sees the same fit.
    const ids = await friendIds(robin.context.request, nora.member.id);
    const sent = await robin.context.request.post("/api/pairing/suggestions", {
      data: {
        myFriendId: ids.mine["Ana Lopez"],
        theirFriendId: ids.theirs["Bea Stone"],
        reason: "Both of them run at dawn.",
      },
    });
    expect(sent.status()).toBe(201);
    const noraPage = await nora.context.newPage();
    await noraPage.setViewportSize({ width: 320, height: 740 });
    await noraPage.goto("/pairing?tab=suggestions");
    const waiting = noraPage.getByRole("region", { name: "Waiting for You" });
    const approverFit = waiting.getByRole("region", { name: "Fit" });
    await expect(approverFit).toContainText("Ana · Woman · 29 · wants to meet men, 27–35");
    await expect(approverFit).toContainText("Bea · Woman · 33 · wants to meet men and non-binary");
    await expect(approverFit).toContainText("Ana is outside who Bea said they want to meet.");
    await expect(approverFit).toContainText(
      "If you approve, Vouch won't put them in each other's Match for You.",
    );
    expect(await seriousA11yViolations(noraPage)).toEqual([]);
    await keepScreenshot(waiting, `wish-fit-approver-320.png`);
  } finally {
    for (const one of [robin, nora, ana, bea]) await one.context.close();
  }
});

test("pause in Settings: a clear switch, kept, and the member leaves Explore", async ({
  page,
  member,
  browser,
}) => {
  await createCircle(page.request, [{ name: "Sofia Alvarez" }]);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/settings");
  const pause = page.getByRole("switch", { name: "Pause my profile" });
  await expect(pause).not.toBeChecked();
  await expect(page.getByText("Your conversations go on as they are.")).toBeVisible();
  await pause.click();
  await expect(toast(page).filter({ hasText: "Your profile is paused" })).toBeVisible();
  await expect(pause).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(
    page
      .getByRole("heading", { name: "Pause" })
      .locator("xpath=ancestor::*[contains(@class,'rounded-card')][1]"),
    `wish-pause-320.png`,
  );
  await page.reload();
  await expect(page.getByRole("switch", { name: "Pause my profile" })).toBeChecked();

  // Where the member looks for people, they see that they are paused, and resume in one tap.
  for (const path of ["/home", "/matching"]) {
    await page.goto(path);
    const notice = page.getByRole("region", { name: "Your profile is paused" });
    await expect(notice).toBeVisible();
    await expect(page.getByText("No suggestions yet")).toHaveCount(0);
    await fitsTheScreen(page);
    await keepScreenshot(notice, `paused-notice${path.replace("/", "-")}-320.png`);
  }
  await page
    .getByRole("region", { name: "Your profile is paused" })
    .getByRole("button", { name: "Resume" })
    .click();
  await expect(toast(page).filter({ hasText: "Your profile is back on" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your profile is paused" })).toHaveCount(0);
  await expect(page.getByText("No suggestions yet")).toBeVisible();
  await page.goto("/home");
  await expect(page.getByRole("region", { name: "Your profile is paused" })).toHaveCount(0);
  // Paused again from Settings, as the checks below expect.
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Pause my profile" }).click();
  await expect(page.getByRole("switch", { name: "Pause my profile" })).toBeChecked();

  const other = await browser.newContext();
  await createMember(other.request, { name: "Olly Other" });
  const res = await other.request.get(`/api/pairing/explore?member=${member.id}`);
  expect(res.status()).toBe(404);
  await other.close();
});
