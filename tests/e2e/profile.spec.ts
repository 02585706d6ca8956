import {
  allowConsoleErrors,
  createMember,
  expect,
  fitsTheScreen,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
  withoutDrawnScreen,
  keepScreenshot,
} from "./fixtures";

test("profile: edit every field, save, and find it saved after a reload", async ({
  page,
  member,
}) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(member.name);
  await expect(page.getByLabel("Full name")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Email")).toHaveValue(member.email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");

  await page.getByLabel("Username").fill("");
  await page.getByLabel("Username").pressSequentially("Robin Vale 2");
  await expect(page.getByLabel("Username")).toHaveValue(`robinvale2`);
  await page.getByLabel("Username").fill(`robin${Date.now().toString(36)}`);
  const username = await page.getByLabel("Username").inputValue();
  await page.getByLabel("Age").fill("34");
  await page.getByLabel("Pronouns").fill("she/they");
  await page.getByRole("combobox", { name: "Sexuality" }).click();
  await page.getByRole("option", { name: "Pansexual" }).click();
  await page.getByRole("combobox", { name: "Relationship status" }).click();
  await page.getByRole("option", { name: "It's complicated" }).click();
  await page.getByLabel("Occupation").fill("Luthier");
  await page.getByRole("combobox", { name: "Neighborhood" }).click();
  await page.getByRole("option", { name: "Astoria" }).click();
  await page.getByLabel("Short bio").fill("Builds guitars, breaks hearts gently.");

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/profile", async (route) => {
    if (route.request().method() === "PATCH") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toast(page).filter({ hasText: "Profile updated" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Age")).toHaveValue("34");
  await expect(page.getByLabel("Pronouns")).toHaveValue("she/they");
  await expect(page.getByRole("combobox", { name: "Sexuality" })).toHaveText("Pansexual");
  await expect(page.getByRole("combobox", { name: "Relationship status" })).toHaveText(
    "It's complicated",
  );
  await expect(page.getByLabel("Occupation")).toHaveValue("Luthier");
  await expect(page.getByRole("combobox", { name: "Neighborhood" })).toHaveText("Astoria");
  await expect(page.getByLabel("Short bio")).toHaveValue("Builds guitars, breaks hearts gently.");

  await page.goto("/home");
  await page.getByRole("button", { name: "Your profile" }).click();
  await expect(
    page.getByRole("dialog", { name: "Your profile" }).getByText("Astoria"),
  ).toBeVisible();
});

test("profile: a taken username and an under-age are refused with clear messages", async ({
  page,
  member: _member,
  browser,
}) => {
  allowConsoleErrors(page, /status of 409 .*\/api\/profile\)/); // the taken username
  const otherContext = await browser.newContext();
  await createMember(otherContext.request, { name: "Taken Handle" });
  const otherProfile = (await (await otherContext.request.get("/api/profile")).json()) as {
    profile: { username: string; email: string };
  };
  await otherContext.close();

  await page.goto("/profile");
  await page.getByLabel("Age").fill("17");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("You must be at least 18 to use Vouch")).toBeVisible();

  await page.getByLabel("Age").fill("29");
  await page.getByLabel("Username").fill(otherProfile.profile.username);
  await page.getByRole("button", { name: "Save Changes" }).click();
  const failed = toast(page).filter({ hasText: "Failed to save profile" });
  await expect(failed).toContainText("That username is already taken");
  await expect(page.getByText("That username is already taken", { exact: true })).toBeVisible();
  await expect(page.getByText(otherProfile.profile.email)).toHaveCount(0);
});

test("profile: 'Profile not found' and 'Failed to load profile'", async ({
  page,
  member: _member,
}) => {
  allowConsoleErrors(page, /status of (404|500) .*\/api\/profile\)/); // the failures it stages
  await withoutDrawnScreen(page); // the app asks for the profile itself, and meets them
  let status = 404;
  await page.route("**/api/profile", (route) =>
    route.fulfill({
      status,
      json: {
        error:
          status === 404
            ? { code: "not_found", message: "Profile not found" }
            : {
                code: "internal_error",
                message: "Something went wrong on our side. Please try again.",
              },
      },
    }),
  );
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
  status = 500;
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Failed to load profile" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("settings: the account summary with the way to Edit Profile, and the blocked and muted lists", async ({
  page,
  member,
}) => {
  const created = await page.request.post("/api/circle", {
    data: {
      friends: [
        { name: "Maya Chen", gender: "she/her", sexuality: "queer" },
        { name: "Jordan Ellis", gender: "he/him", sexuality: "gay" },
        { name: "Priya Nair", gender: "she/her", sexuality: "bisexual" },
      ],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const summary = page.getByRole("definition");
  const value = (label: string) =>
    page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=..")
      .getByRole("definition");
  await expect(summary.first()).toBeVisible();
  await expect(value("Name")).toHaveText(member.name);
  await expect(value("Member since")).toHaveText(/\w+ \d{1,2}, \d{4}/);
  await expect(value("Email")).toHaveText(member.email);
  await expect(value("Hearts")).toHaveText("0");
  await expect(value("Certifications")).toHaveText("0");
  await expect(value("Circle")).toHaveText("3 of 5 friends");
  await expect(value("Matches")).toHaveText("0");
  await expect(page.getByText("You haven't blocked anyone.")).toBeVisible();
  await expect(page.getByText("No muted conversations.")).toBeVisible();
  // The profile's form is /profile's alone: settings leads there.
  await expect(page.getByLabel("Occupation")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "settings.png", { fullPage: true });
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
});

test("profile page has no serious accessibility violations", async ({ page, member: _member }) => {
  await page.goto("/profile");
  await expect(page.getByLabel("Username")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a save on /profile shows on /settings without a reload", async ({
  page,
  member: _member,
}) => {
  const viaProfileMenu = async (link: "Edit Profile" | "Settings") => {
    await page.getByRole("link", { name: "Back" }).click();
    // Every screen has the profile menu now: open home's, not the one being left.
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole("button", { name: "Your profile" }).click();
    await page
      .getByRole("dialog", { name: "Your profile" })
      .getByRole("link", { name: link })
      .click();
  };
  const value = (label: string) =>
    page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=..")
      .getByRole("definition");

  // /settings first, so its summary is in the cache when /profile saves.
  await page.goto("/settings");
  await expect(value("Neighborhood")).toHaveText("Chelsea");
  await markNotReloaded(page);

  await viaProfileMenu("Edit Profile");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await page.getByLabel("Neighborhood").click();
  await page.getByRole("option", { name: "Astoria" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page).filter({ hasText: "Profile updated" })).toBeVisible();

  await viaProfileMenu("Settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(value("Neighborhood")).toHaveText("Astoria");
  expect(await notReloaded(page)).toBe(true);
});

test("the profile form takes a save made elsewhere, keeping what is being typed", async ({
  page,
  member: _member,
}) => {
  await page.clock.install();
  await page.goto("/profile");
  await page.getByLabel("Pronouns").fill("she/her");
  // Saved from another tab; this one hears of it when it fetches the profile again.
  const res = await page.request.patch("/api/profile", {
    data: { occupation: "Ferry captain", pronouns: "he/him" },
  });
  expect(res.status()).toBe(200);
  await page.clock.fastForward(60_000);
  await page.evaluate(() =>
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true })),
  );

  await expect(page.getByLabel("Occupation")).toHaveValue("Ferry captain");
  await expect(page.getByLabel("Pronouns")).toHaveValue("she/her");
  await expect(page.getByLabel("Short bio")).toHaveValue("Maps, mountains and mediocre puns.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page).filter({ hasText: "Profile updated" })).toBeVisible();
  const saved = (await (await page.request.get("/api/profile")).json()) as {
    profile: { occupation: string; pronouns: string };
  };
  expect(saved.profile).toMatchObject({ occupation: "Ferry captain", pronouns: "she/her" });
});

test("prompts and interests: answered, chosen, refused when incomplete, kept after a reload", async ({
  page,
  member,
}) => {
  void member;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/profile");
  const card = page.getByRole("form", { name: "Prompts and interests" });
  await expect(card).toBeVisible();

  // An answer without its prompt is refused, and says which.
  await card.getByRole("button", { name: "Add a prompt" }).click();
  await card.getByLabel("Your answer 1").fill("Oysters, then a late film.");
  await card.getByRole("button", { name: "Save prompts and interests" }).click();
  await expect(card.getByText("Choose a prompt from the list")).toBeVisible();

  await card.getByRole("combobox", { name: "Prompt 1" }).click();
  await page.getByRole("option", { name: "The perfect Friday in my neighbourhood…" }).click();
  for (const interest of ["Music", "Food", "Board games"]) {
    await card.getByRole("button", { name: interest, exact: true }).click();
  }
  await expect(card.getByText("(3 of 8)")).toBeVisible();
  await fitsTheScreen(page);
  await fitsTheScreen(page, 320);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole("button", { name: "Save prompts and interests" }).click();
  await expect(toast(page).filter({ hasText: "Prompts and interests saved" })).toBeVisible();
  // The refusal's toast went with the fix: only the saved one shows.
  await expect(toast(page).filter({ hasText: "Not saved" })).toHaveCount(0);

  await page.reload();
  await expect(card.getByLabel("Your answer 1")).toHaveValue("Oysters, then a late film.");
  await expect(card.getByRole("combobox", { name: "Prompt 1" })).toHaveText(
    /The perfect Friday in my neighbourhood/,
  );
  for (const interest of ["Music", "Food", "Board games"]) {
    await expect(card.getByRole("button", { name: interest, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
});
