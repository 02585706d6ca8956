import type { Page } from "@playwright/test";
import { GOOGLE_ISSUER_PORT } from "../../playwright.config";
import { googleIdentity, LocalGoogle, type GoogleIdentity } from "#tests/support/google-provider";
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
import { signInAs } from "./pairing-helpers";
import { fillWishFields } from "./wish-helpers";

// One local provider for the file, and the identity it signs in is set per test: the tests run
// one after another in one worker. Each goes to the provider and back several times, which on a
// busy machine takes seconds per round trip.
test.describe.configure({ mode: "default", timeout: 60_000 });
const roundTrip = { timeout: 15_000 };

let google: LocalGoogle;
test.beforeAll(async () => {
  google = await LocalGoogle.start(GOOGLE_ISSUER_PORT, {
    keyFile: `.tmp/google-e2e-key-${GOOGLE_ISSUER_PORT}.json`,
  });
});
test.afterAll(async () => {
  await google?.stop();
});

async function continueWithGoogle(page: Page, as: GoogleIdentity) {
  google.identity = as;
  await page.getByRole("button", { name: "Continue with Google" }).click();
}

/** Leaves the app first: an open page would notice the lost session and navigate on its own. */
async function forgetSession(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

/** A new member, from Google's consent to onboarding. */
async function joinWithGoogle(page: Page, as: GoogleIdentity) {
  await page.goto("/auth");
  await continueWithGoogle(page, as);
  await expect(page).toHaveURL(/\/complete-profile$/, roundTrip);
  await completeProfile(page);
  await expect(page).toHaveURL(/\/onboarding$/);
}

async function completeProfile(page: Page) {
  await page.getByLabel("Age").fill("31");
  await page.getByLabel("Pronouns").fill("she/her");
  await page.getByRole("combobox", { name: "Sexuality" }).click();
  await page.getByRole("option", { name: "Bisexual" }).click();
  await page.getByRole("combobox", { name: "Neighborhood" }).click();
  await page.getByRole("option", { name: "Astoria" }).click();
  await fillWishFields(page);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a new Google member completes their profile on one screen, then onboarding", async ({
  page,
}) => {
  await page.goto("/auth");
  await continueWithGoogle(page, googleIdentity({ name: "Jordan Lee" }));

  await expect(page).toHaveURL(/\/complete-profile$/, roundTrip);
  await expect(page.getByRole("heading", { level: 1, name: "One more step" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Jordan Lee");

  // Every signed-in page sends them back here until they do.
  await page.goto("/matching");
  await expect(page).toHaveURL(/\/complete-profile$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/complete-profile$/);

  // The same rules as sign-up, said at the field.
  await page.getByLabel("Age").fill("17");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("You must be at least 18 to use Vouch")).toBeVisible();
  await expect(page.getByText("Choose a neighborhood")).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 320]) {
    await fitsTheScreen(page, width);
    await keepScreenshot(page, `google-complete-profile-${width}.png`, { fullPage: true });
  }

  await page.getByLabel("Full name").fill("Jordan L.");
  await completeProfile(page);
  await expect(toast(page).filter({ hasText: "Welcome to Vouch, Jordan" })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Vouch" })).toBeVisible();

  // Done once: the completion screen is no longer theirs.
  await page.goto("/complete-profile");
  await expect(page).toHaveURL(/\/home$/);
});

test("a returning Google member lands on /home, or on the page they asked for", async ({
  page,
}) => {
  const jordan = googleIdentity({ name: "Jordan Lee" });
  await joinWithGoogle(page, jordan);

  await forgetSession(page);
  await page.goto("/events");
  await expect(page).toHaveURL(/\/auth\?next=\/events$/);
  await continueWithGoogle(page, jordan);
  await expect(page).toHaveURL(/\/events$/, roundTrip);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await forgetSession(page);
  await page.goto("/auth");
  await continueWithGoogle(page, jordan);
  await expect(page).toHaveURL(/\/home$/, roundTrip);
  await expect(page.getByText("Welcome back, Jordan")).toBeVisible();
});

test("a Google email with a password account asks for that password once, then links", async ({
  page,
  context,
}) => {
  const member = await createMember(context.request, { name: "Casey Moss" });
  await forgetSession(page);
  const casey = googleIdentity({ email: member.email, name: "Casey M" });

  await page.goto("/clubs");
  await expect(page).toHaveURL(/\/auth\?next=\/clubs$/);
  await continueWithGoogle(page, casey);
  await expect(page).toHaveURL(/\/auth\?.*error=account_not_linked/, roundTrip);
  await expect(
    page.getByRole("heading", { name: "You already have a Vouch account" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 740 });
  await keepScreenshot(page, "google-link-320.png", { fullPage: true });

  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Link Google and sign in" }).click();
  await expect(page).toHaveURL(/\/clubs$/, roundTrip);

  // Linked: Google alone signs Casey in now.
  await forgetSession(page);
  await page.goto("/auth");
  await continueWithGoogle(page, casey);
  await expect(page).toHaveURL(/\/home$/, roundTrip);
  await expect(page.getByText("Welcome back, Casey")).toBeVisible();
});

test("a Google account with another email isn't linked, and the member is told why", async ({
  page,
  context,
}) => {
  const member = await createMember(context.request, { name: "Casey Moss" });
  await forgetSession(page);

  await page.goto("/auth?next=/clubs");
  await continueWithGoogle(page, googleIdentity({ email: member.email }));
  await expect(page).toHaveURL(/error=account_not_linked/, roundTrip);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  // Back at Google, the member picks another of their Google accounts.
  google.identity = googleIdentity({ email: "another-address@gmail.example" });
  await page.getByRole("button", { name: "Link Google and sign in" }).click();

  await expect(page).toHaveURL(/\/clubs$/, roundTrip);
  const notice = toast(page).filter({ hasText: "Google wasn't linked" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("isn't this account's");
});

test("a cancelled consent and a provider error come back to /auth with a clear message", async ({
  page,
}) => {
  await page.goto("/auth?next=/circle");
  google.failNextAuthorization("access_denied");
  await continueWithGoogle(page, googleIdentity());
  await expect(page).toHaveURL(/\/auth\?next=%2Fcircle&error=access_denied$/, roundTrip);
  const cancelled = page.getByRole("alert").filter({ hasText: "Google sign-in was cancelled" });
  await expect(cancelled).toBeVisible();
  await expect(cancelled).toContainText("Nothing was shared with Vouch");
  await keepScreenshot(page, "google-cancelled-375.png");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  google.failNextAuthorization("server_error");
  await continueWithGoogle(page, googleIdentity());
  await expect(page).toHaveURL(/error=server_error$/, roundTrip);
  await expect(
    page.getByRole("alert").filter({ hasText: "Google couldn't sign you in" }),
  ).toBeVisible();

  // Trying again just works.
  await continueWithGoogle(page, googleIdentity());
  await expect(page).toHaveURL(/\/complete-profile$/, roundTrip);
});

test("a Google member whose sign-in is too old to delete is offered to sign in again, then can", async ({
  page,
}) => {
  const jordan = googleIdentity({ name: "Jordan Lee" });
  await joinWithGoogle(page, jordan);

  // The server refuses a sign-in older than its window; a browser test can't age the session,
  // so the first answer is that refusal, as the server words it. Its 403 is logged on purpose.
  allowConsoleErrors(page, /status of 403/);
  await page.route(
    "**/api/account/delete",
    (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: {
            code: "reauth_required",
            message: "To delete your account, sign in again and delete it within 5 minutes.",
          },
          requestId: "e2e",
        },
      }),
    { times: 1 },
  );
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  const again = dialog.getByRole("alert").filter({ hasText: "Please sign in again" });
  await expect(again).toContainText("sign in again and delete it within 5 minutes");
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 320]) {
    await fitsTheScreen(page, width);
    const inside = await dialog.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(inside, `nothing wider than the dialog at ${width} px`).toBe(0);
  }
  await keepScreenshot(page, "google-delete-sign-in-again-320.png");

  // Signing in again starts a new session, whose age the server checks on the next try.
  const session = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name.includes("session_token"))?.value;
  const before = await session();
  expect(before).toBeTruthy();
  // The page is on /settings already: wait for Google to send the browser back first.
  const backFromGoogle = page.waitForRequest(/\/api\/auth\/callback\//, roundTrip);
  await again.getByRole("button", { name: "Sign in with Google" }).click();
  await backFromGoogle;
  await expect(page).toHaveURL(/\/settings$/, roundTrip);
  await expect(page.getByRole("heading", { name: "Danger zone" })).toBeVisible();
  // The app has adopted the drawn page (a tap before that is first-screen.spec's to test).
  await expect(page.locator("#root")).not.toHaveAttribute("data-drawn");
  expect(await session()).not.toBe(before);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page
    .getByRole("dialog", { name: "Delete your account?" })
    .getByRole("button", { name: "Delete my account" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page).filter({ hasText: "Your account is deleted" })).toBeVisible();
});

test("a Google member who isn't ready to complete their profile signs out from that screen", async ({
  page,
}) => {
  await page.goto("/auth");
  await continueWithGoogle(page, googleIdentity({ name: "Jordan Lee" }));
  await expect(page).toHaveURL(/\/complete-profile$/, roundTrip);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // Signed out for real: the completion screen now asks them to sign in.
  await page.goto("/complete-profile");
  await expect(page).toHaveURL(/\/auth/);
});

test("a Google member who never completed their profile can delete the account from that screen", async ({
  page,
}) => {
  const jordan = googleIdentity({ name: "Jordan Lee" });
  await page.goto("/auth");
  await continueWithGoogle(page, jordan);
  await expect(page).toHaveURL(/\/complete-profile$/, roundTrip);

  await expect(page.getByRole("heading", { name: "Not for you?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("This can’t be undone.");
  // No password to give: the account has none, and the sign-in is minutes old.
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fitsTheScreen(page, 375);
  await keepScreenshot(page, "google-incomplete-delete-375.png");

  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page).filter({ hasText: "Your account is deleted" })).toBeVisible();
  await page.goto("/complete-profile");
  await expect(page).toHaveURL(/\/auth/);

  // Google again starts afresh: the name to complete is Google's, nothing kept from before.
  await continueWithGoogle(page, jordan);
  await expect(page).toHaveURL(/\/complete-profile$/, roundTrip);
  await expect(page.getByLabel("Full name")).toHaveValue("Jordan Lee");
});

test("a suspended Google member is told at sign-in that moderators suspended the account, and where to appeal", async ({
  page,
  browser,
}) => {
  const riley = googleIdentity({ name: "Riley Stone" });
  await joinWithGoogle(page, riley);
  const { user } = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };

  // Another member reports Riley; the demo moderator suspends the account.
  const others = await browser.newContext();
  try {
    await createMember(others.request, { name: "Nora Quinn" });
    const reported = await others.request.post("/api/safety/reports", {
      data: {
        target: { kind: "member", memberId: user.id },
        reason: "fake",
        details: "Photos of someone else.",
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    await others.clearCookies();
    const seeded = await others.request.post("/api/seed", { data: {} });
    const { moderator } = (await seeded.json()) as { moderator: { email: string } };
    await signInAs(others.request, moderator.email);
    const { cases } = (await (await others.request.get("/api/moderation/cases")).json()) as {
      cases: { id: string; member: { id: string } }[];
    };
    const caseId = cases.find((c) => c.member.id === user.id)!.id;
    const suspended = await others.request.post(`/api/moderation/cases/${caseId}/actions`, {
      data: { action: "suspend", days: 7, reason: "impersonation", note: "Someone else’s photos." },
    });
    expect(suspended.status(), await suspended.text()).toBe(200);
  } finally {
    await others.close();
  }

  await forgetSession(page);
  await page.goto("/auth");
  await continueWithGoogle(page, riley);
  await expect(page).toHaveURL(/\/auth\?error=/, roundTrip);
  const problem = page.getByRole("alert").filter({ hasText: "can't sign in just now" });
  await expect(problem).toContainText("Our moderators have suspended or banned it.");
  await fitsTheScreen(page, 320);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "google-suspended-320.png");
  await problem.getByRole("link", { name: "See why, and appeal" }).click();
  await expect(page).toHaveURL(/\/appeal$/);
});
