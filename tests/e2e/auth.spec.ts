import {
  allowConsoleErrors,
  createMember,
  expect,
  fitsTheScreen,
  holdTheAppsCode,
  seriousA11yViolations,
  test,
  toast,
  uniqueEmail,
  firstName,
  keepScreenshot,
} from "./fixtures";
import { fillWishFields } from "./wish-helpers";

test("a signed-out visitor's pages log no console error", async ({ page }) => {
  for (const route of ["/", "/auth", "/auth?mode=sign-up"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  // The fixture fails the test on any console error these loads log.
});

test("a page of the app asks who is signed in once, as it arrives; the landing asks nothing", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  // Started by the page itself (its preload), not after the app's scripts have run, and the
  // app's own request took that answer over instead of asking again.
  const session = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname === "/api/session")
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(session).toEqual(["link"]);
  expect(asked.filter((url) => new URL(url).pathname === "/api/session")).toHaveLength(1);
});

test("sign-in is on screen before the app's code arrives, and what was typed is kept", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  // Hold the app's code until the member has typed: what a slow phone does.
  const release = await holdTheAppsCode(page);
  await page.goto("/auth?next=/circle", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page).toHaveTitle("Sign in · Vouch");
  await fitsTheScreen(page, 320);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  // Nothing the app alone can do is offered yet, and the browser can't submit the form itself.
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
  await page.getByLabel("Password").press("Enter");
  expect(page.url()).not.toContain("password");

  release();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(member.email);
  await expect(page.getByLabel("Password")).toHaveValue(member.password);
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/circle$/);
});

test("sign-up is drawn ahead too, and its pickers wait for the app", async ({ page }) => {
  const release = await holdTheAppsCode(page);
  await page.goto("/auth?mode=sign-up", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Join Vouch" })).toBeVisible();
  await page.getByLabel("Full name").fill("Noor Haddad");
  await expect(page.getByRole("combobox", { name: "Neighborhood" })).toBeDisabled();
  release();
  await page.getByRole("combobox", { name: "Neighborhood" }).click();
  await page.getByRole("option", { name: "Astoria" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Noor Haddad");
  await expect(page.getByRole("combobox", { name: "Neighborhood" })).toHaveText("Astoria");
});

test("signing in returns to the page asked for", async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto("/pairing");
  await expect(page).toHaveURL(/\/auth\?next=\/pairing$/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/pairing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a next address outside Vouch is ignored: sign-in goes home", async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto("/auth?next=//example.com/home");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home$/);
  await expect(page.getByText(`Welcome back, ${firstName(member.name)}`)).toBeVisible();
});

test("landing: the pitch, the three selling points and the way in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Vouch" })).toBeVisible();
  await expect(page.getByText("Love introduced by people, not code")).toBeVisible();
  for (const point of ["Your Circle", "Verified Interests", "Friday Gatherings"]) {
    await expect(page.getByRole("heading", { name: point })).toBeVisible();
  }
  await page.getByRole("link", { name: "Seed demonstration data" }).click();
  await expect(page).toHaveURL(/\/seed$/);
  await page.getByRole("link", { name: "Vouch home" }).first().click();
  await expect(page).toHaveURL(/\/$/);

  // A newcomer's way in is signing up; a returning member has their own link.
  await page.getByRole("link", { name: "Begin Your Journey" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByRole("heading", { level: 1, name: "Join Vouch" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

  await page.goto("/");
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("sign up → onboarding, sign out → /auth, sign in → home", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/auth");
  await page.getByRole("link", { name: "Need an account? Sign up" }).click();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

  await page.getByLabel("Full name").fill("Noor Haddad");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByLabel("Age").fill("31");
  await page.getByLabel("Pronouns").fill("she/her");
  await page.getByRole("combobox", { name: "Sexuality" }).click();
  await page.getByRole("option", { name: "Bisexual" }).click();
  await page.getByRole("combobox", { name: "Neighborhood" }).click();
  await page.getByRole("option", { name: "Astoria" }).click();
  await page.getByLabel("Short bio").fill("Ceramics by day, karaoke by night.");
  await fillWishFields(page);

  // Hold the request so the busy state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/account/sign-up", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  release();

  await expect(toast(page).filter({ hasText: "Account created!" })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByRole("button", { name: "Your profile" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Welcome back, Noor")).toBeVisible();
});

test("Continue with Google says it isn't set up yet and sends nothing", async ({ page }) => {
  // The browser tests' server has a Google client (for google.spec.ts); this answers as one
  // without GOOGLE_CLIENT_ID does (the server side of that is in google.test.ts).
  await page.route("**/api/account/sign-in-options", (route) =>
    route.fulfill({ json: { google: false } }),
  );
  const googleRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/(account|auth)\/.*google/.test(request.url())) googleRequests.push(request.url());
  });
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const notice = toast(page).filter({ hasText: "Google sign-in isn't set up yet" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("email and password");
  await expect(page).toHaveURL(/\/auth$/);
  expect(googleRequests).toEqual([]);
});

test("coming Back from Google, its button is ready again, not stuck on Opening Google…", async ({
  page,
}) => {
  await page.goto("/auth");
  // Google's address is answered with this page's own, so the page stays: as one the browser
  // restores from its back/forward cache when the member presses Back on Google's.
  await page.route("**/api/account/google/sign-in", (route) =>
    route.fulfill({ json: { url: "/auth#google" } }),
  );
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("button", { name: "Opening Google…" })).toBeDisabled();
  // Playwright's Chromium keeps no back/forward cache: the restore is announced as it would be.
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
  );
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
});

test("a signed-in member who opens /auth goes home", async ({ page, member }) => {
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Welcome, ${firstName(member.name)}`)).toBeVisible();
});

test("landing and auth have no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto("/auth?mode=sign-up");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("sign-up shows why an easily guessed password is refused, under its field, at 375 px", async ({
  page,
}) => {
  allowConsoleErrors(page, /status of 400/);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Full name").fill("Lina Okafor");
  await page.getByLabel("Email").fill(uniqueEmail("guessable"));
  const password = page.getByLabel("Password");
  await password.fill("Password1!");
  await page.getByLabel("Age").fill("29");
  await page.getByLabel("Pronouns").fill("she/her");
  await page.getByRole("combobox", { name: "Sexuality" }).click();
  await page.getByRole("option", { name: "Bisexual" }).click();
  await page.getByRole("combobox", { name: "Neighborhood" }).click();
  await page.getByRole("option", { name: "Astoria" }).click();
  await fillWishFields(page);
  await page.getByRole("button", { name: "Create Account" }).click();

  // Under the field (the toast says it too).
  const reason = page
    .getByRole("form", { name: "Create your account" })
    .getByText(
      "This password is too easy to guess. This is similar to a commonly used password. Add another word or two.",
      { exact: true },
    );
  await expect(reason).toBeVisible();
  // Under the password field and tied to it, for a screen reader too.
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/too easy to guess/);
  const [field, below] = [await password.boundingBox(), await reason.boundingBox()];
  expect(below!.y).toBeGreaterThan(field!.y + field!.height);
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await fitsTheScreen(page);
  await reason.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "sign-up-guessable-password-375.png");
});
