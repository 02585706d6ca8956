import { createCircle, fillFriendCard, friendCard } from "./circle-helpers";
import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";

test("onboarding with one friend: defaults, busy state, toast, then home", async ({
  page,
  member: _member,
}) => {
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Vouch" })).toBeVisible();
  await expect(page.getByText("Start by inviting five friends who know you best.")).toBeVisible();

  // One empty card to start: consent on, Familiar, single; no remove button for a lone card.
  await expect(page.getByRole("heading", { name: "Friend 1" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Consent to be suggested" })).toBeChecked();
  await expect(page.getByRole("slider", { name: "Trust level" })).toHaveAttribute(
    "aria-valuetext",
    "Familiar",
  );
  await expect(page.getByRole("combobox", { name: "Relationship status" })).toHaveText("Single");
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Friend (1/5)" })).toBeVisible();

  await fillFriendCard(page, 0, {
    name: "Maya Chen",
    sexuality: "straight",
    bio: "Laminated dough, long walks.",
  });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/circle", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Create Your Circle" }).click();
  await expect(page.getByRole("button", { name: "Creating..." })).toBeDisabled();
  release();

  const created = toast(page).filter({ hasText: "Circle created!" });
  await expect(created).toContainText("Your friends are now part of the product.");
  expect(await seriousA11yViolations(page, created)).toEqual([]);
  // Maya isn't on Vouch yet: her invite is offered before home, and can wait.
  await expect(page.getByRole("heading", { name: "Bring your friends in" })).toBeVisible();
  const toInvite = page.getByRole("list", { name: "Friends not on Vouch yet" });
  await expect(toInvite.getByRole("listitem")).toHaveCount(1);
  await toInvite.getByRole("button", { name: "Invite Maya" }).click();
  const share = page.getByRole("dialog", { name: "Invite Maya" });
  await expect(share.getByLabel("Invite link")).toHaveValue(/\/invite\?token=/);
  await page.keyboard.press("Escape");
  await expect(toInvite.getByTestId("invite-status")).toHaveText(/Invite sent · expires in 7 days/);
  await fitsTheScreen(page);
  await fitsTheScreen(page, 320);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "invite-step.png", { fullPage: true });
  await page.getByRole("button", { name: "Continue to Vouch" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The circle exists now: onboarding hands over to /circle.
  await page.unrouteAll();
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/circle$/);
  const card = friendCard(page, "Maya Chen");
  await expect(card).toContainText("she/her · Straight");
  await expect(card).toContainText("Single");
  await expect(card).toContainText("Familiar");
  await expect(card).toContainText("Active");
});

test("onboarding with five friends, each as set, listed in the spec's order", async ({
  page,
  member: _member,
}) => {
  await page.goto("/onboarding");
  const friends = [
    { name: "Maya Chen", trustLevel: "Familiar" as const },
    { name: "Jordan Ellis", gender: "he/him", sexuality: "gay", trustLevel: "Close" as const },
    { name: "Priya Nair", trustLevel: "Casual" as const, consent: false },
    {
      name: "Sam Okafor",
      gender: "he/him",
      sexuality: "straight",
      relationshipStatus: "its_complicated" as const,
    },
    { name: "Lena Weiss", sexuality: "queer", trustLevel: "Close" as const },
  ];
  for (const [index, friend] of friends.entries()) {
    if (index > 0) await page.getByRole("button", { name: `Add Friend (${index}/5)` }).click();
    await expect(page.getByRole("heading", { name: `Friend ${index + 1}` })).toBeVisible();
    await fillFriendCard(page, index, friend);
  }
  await expect(page.getByRole("button", { name: /Add Friend/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove Friend/ })).toHaveCount(5);

  // Removing a card and adding it back works, and the counter follows.
  await page.getByRole("button", { name: "Remove Friend 5" }).click();
  await expect(page.getByRole("button", { name: "Add Friend (4/5)" })).toBeVisible();
  await page.getByRole("button", { name: "Add Friend (4/5)" }).click();
  await fillFriendCard(page, 4, friends[4]!);

  await page.getByRole("button", { name: "Create Your Circle" }).click();
  await expect(toast(page).filter({ hasText: "Circle created!" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Friends not on Vouch yet" }).getByRole("listitem"),
  ).toHaveCount(5);
  await page.getByRole("button", { name: "Continue to Vouch" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/circle");
  // Trust level as text, ascending: Casual, Close, Familiar; then in the order added.
  // Each card is a button named by its friend; "Invite {first name}" sits under those not on Vouch.
  const cards = page.getByRole("list").getByRole("button", { name: /^(?!Invite )/ });
  await expect(cards).toHaveCount(5);
  for (const [i, name] of [
    "Priya Nair",
    "Jordan Ellis",
    "Lena Weiss",
    "Maya Chen",
    "Sam Okafor",
  ].entries()) {
    await expect(cards.nth(i)).toHaveAccessibleName(new RegExp(`^${name}`));
  }
  await expect(friendCard(page, "Priya Nair")).toContainText("Invite pending");
  await expect(
    friendCard(page, "Priya Nair").getByRole("img", { name: "Consent off" }),
  ).toBeVisible();
  await expect(friendCard(page, "Jordan Ellis")).toContainText("he/him · Gay");
  await expect(friendCard(page, "Sam Okafor")).toContainText("It's complicated");
  await expect(page.getByRole("button", { name: /Add Friend/ })).toHaveCount(0);
});

test("a server refusal shows in a destructive 'Error' toast", async ({ page, member: _member }) => {
  allowConsoleErrors(page, /status of 409 .*\/api\/circle\)/); // the refusal it provokes
  await page.goto("/onboarding");
  await fillFriendCard(page, 0, { name: "Maya Chen" });
  // Meanwhile the circle was created elsewhere (another tab): the server refuses a second one.
  await createCircle(page.request, [{ name: "Lena Weiss" }]);
  await page.getByRole("button", { name: "Create Your Circle" }).click();
  const error = toast(page).filter({ hasText: "Error" });
  await expect(error).toContainText("You already have a circle");
  await expect(error).toHaveAttribute("data-type", "error");
  expect(await seriousA11yViolations(page, error)).toEqual([]);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("onboarding has no serious accessibility violations", async ({ page, member: _member }) => {
  await page.goto("/onboarding");
  await expect(page.getByRole("button", { name: "Create Your Circle" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
