import {
  expect,
  fitsTheScreen,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
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
