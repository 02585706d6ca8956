import {
  allowConsoleErrors,
  expect,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";
import {
  addMemberFriend,
  demoMembers,
  friendIds,
  hasFocusRing,
  drag,
  exploreMember,
  myFriend,
  player,
  signInAs,
  spendBelowDirectMatchCost,
  topUp,
  theirFriend,
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
    // Nora alone decides, as the dialog said: the card says the same.
    await expect(mine).toContainText("Status: Waiting for Nora to decide");
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

test("unlock a profile; too few hearts to suggest yourself is said before writing, top up in place", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    // An unlock with no hearts left is refused (422) on purpose.
    allowConsoleErrors(page, /status of 422 .*\/api\/pairing\/unlocks/);
    await exploreMember(page, nora.member.id);
    const locked = page.getByRole("region", { name: "Full profile, locked" });
    await locked.getByRole("button", { name: "Unlock for 1 heart" }).click();
    await expect(
      toast(page).filter({ hasText: "You need 1 heart to unlock a profile" }),
    ).toContainText("Insufficient hearts");

    // Before a word is written: the cost, the balance, the send off and a way to top up.
    const self = page.getByRole("form", { name: "Suggest Yourself" });
    await expect(self.getByRole("status")).toHaveText(
      "Not enough hearts. Suggesting yourself costs 2 hearts and you have 0.Top up",
    );
    const suggestMe = self.getByRole("button", { name: "Suggest Me" });
    await expect(suggestMe).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await self.getByRole("button", { name: "Top up" }).click();
    const topUpDialog = page.getByRole("dialog", { name: "Top Up Hearts" });
    await topUpDialog.getByRole("button", { name: "Buy 25 hearts for $10" }).click();
    await expect(toast(page).filter({ hasText: "Hearts added" })).toBeVisible();
    await expect(topUpDialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Your hearts: 25" })).toBeVisible();
    await expect(self.getByRole("status")).toHaveCount(0);
    await expect(suggestMe).toBeEnabled();

    await suggestMe.click();
    await expect(toast(page).filter({ hasText: "Missing information" })).toBeVisible();

    await page.getByRole("button", { name: "Unlock for 1 heart" }).click();
    const profile = page.getByRole("region", { name: "Full profile", exact: true });
    await expect(profile).toContainText("Cartographer");
    await expect(profile).toContainText("Maps, mountains and mediocre puns.");
    await expect(profile).toContainText("No certifications yet");
    await expect(page.getByRole("link", { name: "Your hearts: 24" })).toBeVisible();

    await self.getByRole("combobox", { name: "Vouched for by" }).click();
    await page.getByRole("option", { name: "Ava Thompson" }).click();
    await self.getByLabel("Why you'd click").fill("I make a mean risotto.");
    await suggestMe.click();
    await expect(toast(page).filter({ hasText: "Self-suggestion sent!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Your hearts: 22" })).toBeVisible();

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

test("the 4th pairing of the day: the server's refusal shows, then too few hearts is said when the dialog opens", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    // The 4th pairing without hearts is refused (422) on purpose.
    allowConsoleErrors(page, /status of 422 .*\/api\/pairing\/suggestions/);
    await exploreMember(page, nora.member.id);
    await expect(page.getByTestId("free-pairings")).toHaveText("Free pairings today: 3 of 3 left");

    // Today's free pairings, used elsewhere while this screen still counts three.
    const { mine, theirs } = await friendIds(page.request, nora.member.id);
    for (const name of ["Sofia Alvarez", "Liam Brooks", "Ava Thompson"]) {
      const res = await page.request.post("/api/pairing/suggestions", {
        data: { myFriendId: mine[name], theirFriendId: theirs["Maya Chen"], reason: "Yes." },
      });
      expect(res.status()).toBe(201);
    }
    await myFriend(page, "Noah Kim").click();
    await page.getByRole("button", { name: "Pair with Noah" }).click();
    let dialog = page.getByRole("dialog", { name: "Suggest a Match" });
    await dialog.getByLabel("Why would they click?").fill("Both run at dawn.");
    await dialog.getByRole("button", { name: "Send Suggestion" }).click();
    // The server is the judge; the dialog then takes its word, before another try.
    await expect(
      toast(page).filter({ hasText: "You need 3 hearts for another pairing today" }),
    ).toContainText("Insufficient hearts");
    await expect(dialog.getByRole("status")).toHaveText(
      "Not enough hearts. Another pairing today costs 3 hearts and you have 0.Top up",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Opened afresh, it says so at once.
    await page.reload();
    await expect(page.getByTestId("free-pairings")).toHaveText(
      "Today's 3 free pairings are used: each extra one costs 3 hearts",
    );
    await myFriend(page, "Noah Kim").click();
    await page.getByRole("button", { name: "Pair with Noah" }).click();
    dialog = page.getByRole("dialog", { name: "Suggest a Match" });
    await expect(dialog.getByRole("status")).toHaveText(
      "Not enough hearts. Another pairing today costs 3 hearts and you have 0.Top up",
    );
    const send = dialog.getByRole("button", { name: "Send Suggestion" });
    await expect(send).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Top up" }).click();
    const topUpDialog = page.getByRole("dialog", { name: "Top Up Hearts" });
    await topUpDialog.getByRole("button", { name: "Buy 25 hearts for $10" }).click();
    await expect(topUpDialog).toBeHidden();
    await expect(dialog.getByTestId("pairing-cost")).toContainText("you have 25");
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await expect(send).toBeEnabled();

    await dialog.getByLabel("Why would they click?").fill("Both run at dawn.");
    await send.click();
    await expect(toast(page).filter({ hasText: "Match suggestion sent!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Your hearts: 22" })).toBeVisible();
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("direct match: sent for 5 hearts; without enough, said before writing", async ({
  browser,
}) => {
  const hanaContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const target = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const users = await demoMembers(hanaContext.request);
    // A demo member no other browser test signs in as: her linked friends are on Vouch.
    const hana = users.find((u) => u.name === "Hana Kim")!;
    await signInAs(hanaContext.request, hana.email);
    const readBalance = async () =>
      ((await (await hanaContext.request.get("/api/hearts")).json()) as { balance: number })
        .balance;
    // Enough for a direct match whatever the seed left her.
    if ((await readBalance()) < 5) await topUp(hanaContext.request);
    const balance = await readBalance();
    expect(balance).toBeGreaterThanOrEqual(5);

    const page = await hanaContext.newPage();
    await exploreMember(page, target.member.id);
    const card = page.getByRole("form", { name: "Direct Match" });
    await expect(page.getByText(`Your balance: ${balance} hearts`)).toBeVisible();

    // The card's check arrives once the form is first used (decision 0048): until it has, the
    // button is busy, so a second tap sends nothing more.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole("combobox", { name: "Your friend" }).click();
    const options = page.getByRole("option");
    const friendName = (await options.first().textContent())!;
    await options.first().click();
    await card.getByLabel("Why they'd click").fill("You both argue about jazz for fun.");
    await card.getByRole("button", { name: "Send Direct Match" }).click();
    await expect(card.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page).filter({ hasText: "Direct match sent!" })).toContainText(
      `Nora and ${friendName} will each find the other in Match for You.`,
    );
    await expect(page.getByRole("link", { name: `Your hearts: ${balance - 5}` })).toBeVisible();
    await expect(page.getByText(`Your balance: ${balance - 5} hearts`)).toBeVisible();
    await expect(toast(page).filter({ hasText: "Direct match sent!" })).toHaveCount(1);
    await page.unroute("**/assets/*.js");

    await card.getByRole("button", { name: "Send Direct Match" }).click();
    await expect(toast(page).filter({ hasText: "Missing information" })).toBeVisible();

    await spendBelowDirectMatchCost(
      hanaContext.request,
      users.filter((u) => u.id !== hana.id).map((u) => u.id),
    );
    await page.reload();
    const left = (await (await hanaContext.request.get("/api/hearts")).json()) as {
      balance: number;
    };
    await expect(card.getByRole("status")).toHaveText(
      `Not enough hearts. A direct match costs 5 hearts and you have ${left.balance}.Top up`,
    );
    await expect(card.getByRole("button", { name: "Send Direct Match" })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Top up" })).toBeVisible();
  } finally {
    await hanaContext.close();
    await target.close();
  }
});

test("'Show someone else' replaces the member shown: one Exploring card, however often", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  const ellis = await player(browser, "Ellis Park", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await exploreMember(page, nora.member.id);
    const again = page.getByRole("button", { name: "Show someone else" });
    for (let i = 0; i < 3; i++) {
      await again.click();
      await expect(again).toBeEnabled();
    }
    await expect(page.getByText("Exploring", { exact: true })).toHaveCount(1);
    await expect(page.getByText("Finding someone...")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Pair your friends" })).toHaveCount(1);
  } finally {
    await robin.close();
    await nora.close();
    await ellis.close();
  }
});

test("Explore at 375 px never shows your own linked friend, nor a member you reported", async ({
  browser,
}) => {
  // Four friends, so Kai can join as the fifth.
  const robin = await player(browser, "Robin Vale", MY_FRIENDS.slice(0, 4));
  const kai = await player(browser, "Kai Nakamura", THEIR_FRIENDS);
  const rex = await player(browser, "Rex Harlow", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await addMemberFriend(page.request, kai.page.request, "Kai");
    // Asked for by link, a member out of Robin's Explore is the 404 any unknown member is.
    allowConsoleErrors(page, /404 \(Not Found\).*\/api\/pairing\/explore\?member=/);

    // Robin reports Rex from his Explore card, without blocking him: Rex goes all the same.
    await exploreMember(page, rex.member.id);
    const rexHeading = page.getByRole("heading", { level: 2, name: "Rex Harlow", exact: true });
    await expect(rexHeading).toBeVisible();
    await page.getByRole("button", { name: "Safety options for Rex Harlow" }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    const report = page.getByRole("dialog", { name: "Report Rex Harlow" });
    const alsoBlock = report.getByRole("checkbox", { name: "Also block Rex" });
    await expect(alsoBlock).not.toBeChecked();
    await report.getByRole("combobox", { name: "Reason" }).click();
    await page.getByRole("option", { name: "Harassment" }).click();
    await expect(alsoBlock).toBeChecked();
    await alsoBlock.uncheck();
    await report.getByLabel("Details").fill("Kept messaging after I said no.");
    await report.getByRole("button", { name: "Submit report" }).click();
    await expect(toast(page).filter({ hasText: "Report submitted" })).toBeVisible();
    await expect(rexHeading).toHaveCount(0);
    const settings = await page.request.get("/api/profile/settings");
    expect(((await settings.json()) as { blocked: unknown[] }).blocked).toEqual([]);

    // Kai, Robin's own friend on Vouch, is never explored: not by link, not by shuffling.
    await page.goto(`/pairing?member=${kai.member.id}`);
    await expect(page.getByText("Member not found")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Kai Nakamura" })).toHaveCount(0);
    // Other tests' members may share their names: who is shown is told by id.
    const shown: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().includes("/api/pairing/explore") || !response.ok()) return;
      const { member } = (await response.json()) as { member: { id: string } | null };
      if (member) shown.push(member.id);
    });
    await page.goto("/pairing");
    const again = page.getByRole("button", { name: "Show someone else" });
    for (let i = 0; i < 8; i++) {
      await expect(page.getByText("Exploring", { exact: true })).toBeVisible();
      await again.click();
      await expect(again).toBeEnabled();
    }
    // The first member came drawn in the page; each shuffle's answer is read as it arrives.
    await expect.poll(() => shown.length).toBeGreaterThanOrEqual(8);
    expect(shown).not.toContain(kai.member.id);
    expect(shown).not.toContain(rex.member.id);
    await keepScreenshot(page, "explore-no-friends-375.png");
  } finally {
    await robin.close();
    await kai.close();
    await rex.close();
  }
});

test("cards show pronouns and sexuality beside age and neighbourhood; the same person in both circles is refused at the drop", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", [{ name: "Sofia Alvarez" }]);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  const sam = await player(browser, "Sam Both", []);
  try {
    const page = robin.page;
    await addMemberFriend(page.request, sam.page.request, "Sam Both");
    await addMemberFriend(nora.page.request, sam.page.request, "Sam Again");
    await exploreMember(page, nora.member.id);

    const card = page.getByRole("heading", { name: "Nora Quinn" }).locator("..");
    await expect(card).toContainText("29 · they/them · Queer · Chelsea");
    await expect(theirFriend(page, "Maya Chen")).toContainText("she/her · Bisexual · Single");
    await page.getByRole("button", { name: "Next friend" }).click();
    await page.getByRole("button", { name: "Next friend" }).click();
    const samAgain = theirFriend(page, "Sam Again");
    // On Vouch: age and neighbourhood from Sam's own profile.
    await expect(samAgain).toContainText("29 · she/her · Bisexual · Chelsea · Single");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drag(page, myFriend(page, "Sam Both Member"), samAgain);
    await expect(toast(page).filter({ hasText: "Sam Both is in both circles" })).toContainText(
      "That's the same person in both circles: choose two different friends.",
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await myFriend(page, "Sam Both Member").click();
    await page.getByRole("button", { name: "Pair with Sam" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Another friend with Sam is fine.
    await myFriend(page, "Sofia Alvarez").click();
    await page.getByRole("button", { name: "Pair with Sofia" }).click();
    await expect(page.getByRole("dialog", { name: "Suggest a Match" })).toContainText(
      "Your friend Sofia Alvarez with Nora's friend Sam Again.",
    );
  } finally {
    await robin.close();
    await nora.close();
    await sam.close();
  }
});

test("keyboard: one focus ring on the cards, and Pair with… right after your selected friend", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await exploreMember(page, nora.member.id);
    const sofia = myFriend(page, "Sofia Alvarez");
    await page.getByRole("button", { name: "Show someone else" }).focus();
    while (!(await sofia.evaluate((el) => el === document.activeElement)))
      await page.keyboard.press("Tab");
    expect(await hasFocusRing(sofia)).toBe(true);
    await page.keyboard.press("Enter");
    await expect(sofia).toHaveAttribute("aria-pressed", "true");

    await page.keyboard.press("Tab");
    const pairWith = page.getByRole("button", { name: "Pair with Sofia" });
    await expect(pairWith).toBeFocused();
    expect(await hasFocusRing(theirFriend(page, "Maya Chen"))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await expect(sofia).toBeFocused();

    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Suggest a Match" });
    await dialog.getByLabel("Why would they click?").fill("Both would queue for dumplings.");
    await dialog.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(toast(page).filter({ hasText: "Match suggestion sent!" })).toBeVisible();

    // The Explore card gets the same ring while its control has keyboard focus.
    await page.getByRole("button", { name: "Show someone else" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(
      await hasFocusRing(page.getByRole("heading", { name: "Nora Quinn" }).locator("../../..")),
    ).toBe(true);
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("desktop: the board and the carousel side by side across the width; phones unchanged", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await exploreMember(page, nora.member.id);
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    const board = page.getByRole("region", { name: "Pair your friends" });
    expect((await board.boundingBox())!.width).toBeLessThan(375);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await noOverflow()).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    // The screen redraws for the width on the resize event, a moment after the viewport changes.
    const sideBySide = async () => {
      const mine = (await page
        .getByRole("region", { name: "Your Friends", exact: true })
        .boundingBox())!;
      const theirs = (await page.getByRole("region", { name: "Nora's Friends" }).boundingBox())!;
      return theirs.x > mine.x + mine.width && Math.abs(theirs.y - mine.y) < 40;
    };
    await expect.poll(sideBySide).toBe(true);
    expect((await board.boundingBox())!.width).toBeGreaterThan(900);
    expect(await noOverflow()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await robin.close();
    await nora.close();
  }
});

test("a member opens someone in Explore by the username a friend shared; a wrong one says so, at 320 px", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", MY_FRIENDS);
  const nora = await player(browser, "Nora Quinn", THEIR_FRIENDS);
  try {
    const page = robin.page;
    await page.setViewportSize({ width: 320, height: 700 });
    const { profile } = (await (await nora.page.request.get("/api/profile")).json()) as {
      profile: { username: string };
    };
    await page.goto("/pairing");
    await expect(page.getByRole("heading", { name: "Pair your friends" })).toBeVisible();
    const form = page.getByRole("form", { name: "Open a member by username" });
    const field = form.getByLabel("A username a friend shared");

    // A username nobody has: the one answer, under the field (its 404 is the point).
    allowConsoleErrors(page, /status of 404 .*\/api\/pairing\/explore\/by-username\//);
    await field.fill("@nobodyhasthisone");
    await form.getByRole("button", { name: "Open" }).click();
    await expect(field).toHaveAccessibleDescription(
      "No member to explore with that username. Check it with the friend who shared it.",
    );

    await field.fill(`@${profile.username.toUpperCase()}`);
    await expect(field).toHaveValue(`@${profile.username}`);
    await form.getByRole("button", { name: "Open" }).click();
    await expect(page.getByRole("heading", { name: "Nora Quinn" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`member=${nora.member.id}`));
    await expect(theirFriend(page, "Maya Chen")).toBeVisible();
    await expect(field).toHaveValue("");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "pairing-by-username-320.png");
  } finally {
    await robin.close();
    await nora.close();
  }
});
