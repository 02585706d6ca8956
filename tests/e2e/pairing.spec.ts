import { expect, seriousA11yViolations, test, toast } from "./fixtures";
import {
  demoMembers,
  drag,
  exploreMember,
  myFriend,
  player,
  signInAs,
  spendBelowDirectMatchCost,
  theirFriend,
  topUp,
} from "./pairing-helpers";

const MY_FRIENDS = [
  { name: "Sofia Alvarez" },
  { name: "Liam Brooks" },
  { name: "Ava Thompson" },
  { name: "Noah Kim" },
  { name: "Shy Friend", consent: false },
];
// Two members in two browsers each: more steps than most journeys, so a longer time limit.
test.describe.configure({ timeout: 90_000 });

const THEIR_FRIENDS = [
  { name: "Maya Chen", bio: "Laminated dough, long walks." },
  { name: "Priya Nair" },
  { name: "Hidden Hal", consent: false },
];

test("drag a friend onto theirs and send; the other member approves in 'Waiting for You'", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await exploreMember(page, nora.member.id);
    await expect(page.getByRole("heading", { name: "Nora Quinn" })).toBeVisible();
    await expect(page.getByTestId("free-pairings")).toHaveText("Free pairings today: 3 of 3 left");

    // Your friends: three on the left, the rest on the right; no friend without consent.
    const left = page.getByRole("region", { name: "Your Friends", exact: true });
    const right = page.getByRole("region", { name: "Your Other Friends" });
    await expect(left.getByRole("button")).toHaveCount(3);
    for (const name of ["Sofia Alvarez", "Liam Brooks", "Ava Thompson"])
      await expect(myFriend(left, name)).toBeVisible();
    await expect(right.getByRole("button")).toHaveCount(1);
    await expect(myFriend(right, "Noah Kim")).toBeVisible();
    await expect(page.getByText("1 friend with an invite pending isn't shown")).toBeVisible();

    // Their consenting friends only, one at a time.
    const carousel = page.getByRole("region", { name: "Nora's Friends" });
    await expect(carousel.getByText("1 of 2")).toBeVisible();
    await expect(page.getByText("Hidden Hal")).toHaveCount(0);
    await expect(theirFriend(page, "Maya Chen")).toContainText("Laminated dough, long walks.");

    await drag(page, myFriend(page, "Sofia Alvarez"), theirFriend(page, "Maya Chen"));
    const dialog = page.getByRole("dialog", { name: "Suggest a Match" });
    await expect(dialog).toContainText("Your friend Sofia Alvarez with Nora's friend Maya Chen.");
    await expect(dialog.getByTestId("pairing-cost")).toHaveText(
      "Free · 3 of 3 free pairings left today",
    );

    await dialog.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(
      toast(page).filter({ hasText: "Please fill in all required fields" }),
    ).toBeVisible();
    await expect(dialog.getByText("Write a reason")).toBeVisible();

    await dialog
      .getByLabel("Why would they click?")
      .fill("Both would queue an hour for dumplings.");
    await expect(dialog.getByText("39/500")).toBeVisible();
    await dialog.getByRole("button", { name: "food" }).click();
    await expect(dialog.getByRole("button", { name: "food" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(toast(page).filter({ hasText: "Match suggestion sent!" })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("free-pairings")).toHaveText("Free pairings today: 2 of 3 left");

    await page.getByRole("tab", { name: "Suggestions" }).click();
    const pending = page.getByRole("region", { name: "Pending" });
    await expect(page.getByRole("heading", { name: "Pending (1)" })).toBeVisible();
    const mine = pending.getByRole("article", { name: "Sofia Alvarez and Maya Chen" });
    await expect(mine).toContainText("Your friend Sofia with Nora's friend Maya");
    await expect(mine).toContainText("Pending");
    await expect(mine).toContainText("Status: Awaiting Both Matchees");
    await expect(mine).toContainText("Food");

    // Nora, in her own browser, decides.
    await nora.page.goto("/pairing?tab=suggestions");
    await expect(nora.page.getByRole("heading", { name: "Waiting for You (1)" })).toBeVisible();
    const waiting = nora.page
      .getByRole("region", { name: "Waiting for You" })
      .getByRole("article", { name: "Sofia Alvarez and Maya Chen" });
    await expect(waiting).toContainText("Robin's friend Sofia with your friend Maya");
    await expect(waiting).toContainText("Both would queue an hour for dumplings.");
    await waiting.getByRole("button", { name: "Approve" }).click();
    // Neither friend is on Vouch: nobody was introduced, and the toast doesn't promise it.
    await expect(toast(nora.page).filter({ hasText: "Suggestion approved" })).toContainText(
      "Robin Vale will see that you said yes.",
    );
    await expect(nora.page.getByRole("heading", { name: "Waiting for You (0)" })).toBeVisible();
    // On a phone the toast sits at the bottom, over the disclosure below, and a hovering
    // pointer keeps it there: close it as a member would.
    await toast(nora.page).getByRole("button", { name: "Close toast" }).click();
    await nora.page.getByText("Past answers (1)").click();
    await expect(
      nora.page.getByRole("article", { name: "Sofia Alvarez and Maya Chen" }),
    ).toContainText("Approved");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Pending (0)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Succeed (1)" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Succeed" })
        .getByRole("article", { name: "Sofia Alvarez and Maya Chen" }),
    ).toContainText("Approved");
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("pairing with the keyboard only, and a decline", async ({ browser }) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await exploreMember(page, nora.member.id);

    // Choose your friend with the keyboard…
    await myFriend(page, "Liam Brooks").focus();
    await page.keyboard.press("Enter");
    await expect(myFriend(page, "Liam Brooks")).toHaveAttribute("aria-pressed", "true");
    // …step through their friends with the carousel's buttons…
    await page.getByRole("button", { name: "Next friend" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("2 of 2")).toBeVisible();
    // …and pair: Tab reaches only the card in view.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pair with Liam" })).toBeFocused();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Suggest a Match" });
    await expect(dialog).toContainText("Your friend Liam Brooks with Nora's friend Priya Nair.");
    await dialog.getByLabel("Why would they click?").focus();
    await page.keyboard.type("Two early risers who love the Sunday market.");
    await page.keyboard.press("Tab"); // the first tag
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("button", { name: "tech" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog.getByRole("button", { name: "Send Suggestion" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page).filter({ hasText: "Match suggestion sent!" })).toBeVisible();
    // Focus comes back to your friend, unselected, ready for the next pairing.
    await expect(myFriend(page, "Liam Brooks")).toBeFocused();
    await expect(myFriend(page, "Liam Brooks")).toHaveAttribute("aria-pressed", "false");

    await nora.page.goto("/pairing?tab=suggestions");
    const waiting = nora.page.getByRole("article", { name: "Liam Brooks and Priya Nair" });
    await expect(waiting).toBeVisible();
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await waiting.getByRole("button", { name: "Decline" }).click();
    await expect(toast(nora.page).filter({ hasText: "Suggestion declined" })).toBeVisible();
    await expect(nora.page.getByRole("heading", { name: "Waiting for You (0)" })).toBeVisible();

    await page.getByRole("tab", { name: "Suggestions" }).click();
    await expect(page.getByRole("heading", { name: "Pending (0)" })).toBeVisible();
    await page.getByText("Past answers (1)").click();
    await expect(page.getByRole("article", { name: "Liam Brooks and Priya Nair" })).toContainText(
      "Declined",
    );
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("unlock a profile and suggest yourself, with and without the hearts", async ({ browser }) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await exploreMember(page, nora.member.id);
    const locked = page.getByRole("region", { name: "Full profile, locked" });
    await locked.getByRole("button", { name: "Unlock for 1 heart" }).click();
    await expect(
      toast(page).filter({ hasText: "You need 1 heart to unlock a profile" }),
    ).toContainText("Insufficient hearts");

    const self = page.getByRole("form", { name: "Suggest Yourself" });
    await self.getByRole("button", { name: "Suggest Me" }).click();
    await expect(toast(page).filter({ hasText: "Missing information" })).toBeVisible();
    await self.getByRole("combobox", { name: "Vouched for by" }).click();
    await page.getByRole("option", { name: "Ava Thompson" }).click();
    await self.getByLabel("Why you'd click").fill("I make a mean risotto.");
    await self.getByRole("button", { name: "Suggest Me" }).click();
    await expect(
      toast(page).filter({ hasText: "You need 2 hearts to suggest yourself" }),
    ).toContainText("Insufficient hearts");

    await topUp(page.request);
    await page.reload();
    await expect(page.getByRole("link", { name: "Your hearts: 10" })).toBeVisible();
    await page.getByRole("button", { name: "Unlock for 1 heart" }).click();
    const profile = page.getByRole("region", { name: "Full profile", exact: true });
    await expect(profile).toContainText("Cartographer");
    await expect(profile).toContainText("Maps, mountains and mediocre puns.");
    await expect(profile).toContainText("No certifications yet");
    await expect(page.getByRole("link", { name: "Your hearts: 9" })).toBeVisible();

    await self.getByRole("combobox", { name: "Vouched for by" }).click();
    await page.getByRole("option", { name: "Ava Thompson" }).click();
    await self.getByLabel("Why you'd click").fill("I make a mean risotto.");
    await self.getByRole("button", { name: "Suggest Me" }).click();
    await expect(toast(page).filter({ hasText: "Self-suggestion sent!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Your hearts: 7" })).toBeVisible();

    // Unlocks last.
    await page.reload();
    await expect(page.getByRole("region", { name: "Full profile", exact: true })).toContainText(
      "Cartographer",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("direct match: sent for 5 hearts, then refused without enough", async ({ browser }) => {
  const hanaContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const target = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const users = await demoMembers(hanaContext.request);
    // A demo member no other browser test signs in as: her linked friends are on Vouch.
    const hana = users.find((u) => u.name === "Hana Kim")!;
    await signInAs(hanaContext.request, hana.email);
    const balance = (
      (await (await hanaContext.request.get("/api/hearts")).json()) as { balance: number }
    ).balance;
    expect(balance).toBeGreaterThanOrEqual(5);

    const page = await hanaContext.newPage();
    await exploreMember(page, target.member.id);
    const card = page.getByRole("form", { name: "Direct Match" });
    await expect(page.getByText(`Your balance: ${balance} hearts`)).toBeVisible();
    await card.getByRole("button", { name: "Send Direct Match" }).click();
    await expect(toast(page).filter({ hasText: "Missing information" })).toBeVisible();

    await card.getByRole("combobox", { name: "Your friend" }).click();
    const options = page.getByRole("option");
    const friendName = (await options.first().textContent())!;
    await options.first().click();
    await card.getByLabel("Why they'd click").fill("You both argue about jazz for fun.");
    await card.getByRole("button", { name: "Send Direct Match" }).click();
    await expect(toast(page).filter({ hasText: "Direct match sent!" })).toContainText(
      `Nora will find ${friendName} in Match for You.`,
    );
    await expect(page.getByRole("link", { name: `Your hearts: ${balance - 5}` })).toBeVisible();
    await expect(page.getByText(`Your balance: ${balance - 5} hearts`)).toBeVisible();

    await spendBelowDirectMatchCost(
      hanaContext.request,
      users.filter((u) => u.id !== hana.id).map((u) => u.id),
    );
    await page.reload();
    await card.getByRole("combobox", { name: "Your friend" }).click();
    await page.getByRole("option").first().click();
    await card.getByLabel("Why they'd click").fill("One more, for luck.");
    await card.getByRole("button", { name: "Send Direct Match" }).click();
    await expect(
      toast(page).filter({ hasText: "You need 5 hearts to suggest a direct match" }),
    ).toContainText("Insufficient hearts");
  } finally {
    await hanaContext.close();
    await target.close();
  }
});
