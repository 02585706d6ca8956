import type { Locator, Page } from "@playwright/test";
import { CLUB_CATALOG } from "../../src/server/features/clubs/catalog";
import type { QuizAttempt } from "#shared/schemas/clubs";
import { createCircle, fillFriendCard } from "./circle-helpers";
import { allowConsoleErrors, createMember, expect, test, toast, keepScreenshot } from "./fixtures";
import { demoMembers, exploreMember, player, signInAs, topUp } from "./pairing-helpers";

/*
 * What a new member hit in their first minutes, tried as they would, on phones and a
 * desktop. With E2E_SCREENSHOTS set, screenshots (first-steps-*) are kept for a person to look at.
 */

const PHONES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;

/** Whether two boxes share any area; throws when either is off the page (a toast gone). */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = [
    (await a.boundingBox({ timeout: 500 }))!,
    (await b.boundingBox({ timeout: 500 }))!,
  ];
  return !(
    x.x + x.width <= y.x ||
    y.x + y.width <= x.x ||
    x.y + x.height <= y.y ||
    y.y + y.height <= x.y
  );
}

/** The toast with this text, once it has come to rest where it is shown. */
async function restingToast(page: Page, text: string) {
  const shown = toast(page).filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("data-mounted", "true");
  await shown.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  // Sonner moves a toast in with a transition on `transform`, not an animation.
  await page.waitForTimeout(450);
  return shown;
}

/**
 * Ordinary words and numbers drawn across two lines ("Deposi / t", "15 / 0") in the page's
 * content. Long unbroken strings (over 20 letters) and emails may wrap anywhere.
 */
async function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const root = document.querySelector("main") ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent ?? "";
      if (!el || text.includes("@") || el.closest(".sr-only")) continue;
      if (!el.checkVisibility()) continue;
      for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        if (word[0].length < 2 || word[0].length > 20) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
        );
        if (lines.size > 1)
          broken.push(`${word[0]} in <${el.tagName.toLowerCase()} class="${el.className}">`);
      }
    }
    return broken;
  });
}

test.describe("a new member's home", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("greets them by first name, and the circle card shows their own friends and the places left", async ({
    page,
  }) => {
    await createMember(page.request, { name: "Maya Rose Okafor" });
    await createCircle(page.request, [{ name: "Anastasia Quist" }, { name: "Bea Ng" }]);
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Maya");

    const faces = page.getByRole("list", { name: "Friends in your circle" });
    const places = faces.getByRole("listitem");
    await expect(places).toHaveCount(5);
    await expect(places.nth(0)).toHaveText(/^AQ\s*Anastasia Quist$/);
    await expect(places.nth(1)).toHaveText(/^BN\s*Bea Ng$/);
    for (const i of [2, 3, 4]) await expect(places.nth(i)).toHaveText("An open place");
    // No stranger's portrait stands in for a friend.
    await expect(faces.locator("img")).toHaveCount(0);
    await expect(page.getByText("2 of 5 friends vouching for you")).toBeVisible();
    await keepScreenshot(page, `first-steps-home-375.png`, { fullPage: true });
  });
});

test("/auth: the password typed can be shown, and hidden again", async ({ page }) => {
  await page.goto("/auth");
  const password = page.getByLabel("Password");
  await password.fill("a long enough password");
  await expect(password).toHaveAttribute("type", "password");
  const show = page.getByRole("button", { name: "Show password" });
  await show.click();
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("a long enough password");
  await show.click();
  await expect(password).toHaveAttribute("type", "password");

  await page.goto("/auth?mode=sign-up");
  await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
  await keepScreenshot(page, `first-steps-sign-up-375.png`, { fullPage: true });
});

test.describe("onboarding's error toast", () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`goes once the circle is made, at ${viewport.width} px`, async ({
      page,
      member: _member,
    }) => {
      await page.setViewportSize(viewport);
      // The unknown username is refused (400) on purpose.
      allowConsoleErrors(page, /status of 400 .*\/api\/circle/);
      await page.goto("/onboarding");
      const card = await fillFriendCard(page, 0, { name: "Maya Chen" });
      const username = card.getByLabel("Their Vouch username");
      await username.fill("nosuchmember");
      await page.getByRole("button", { name: "Create Your Circle" }).click();
      const refused = toast(page).filter({ hasText: "No Vouch member has this username" });
      await expect(refused).toBeVisible();

      await username.fill("");
      await page.getByRole("button", { name: "Create Your Circle" }).click();
      await expect(toast(page).filter({ hasText: "Circle created!" })).toBeVisible();
      await page.getByRole("button", { name: "Continue to Vouch" }).click();
      await expect(page).toHaveURL(/\/home$/);
      // At once, not when its time would have run out anyway.
      expect(await refused.and(page.locator(':not([data-removed="true"])')).count()).toBe(0);
      await expect(refused).toHaveCount(0);
    });
  }
});

for (const viewport of PHONES) {
  test.describe(`toasts clear of the next action at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true });

    test("onboarding: a refusal leaves the consent row and the submit button free", async ({
      page,
      member: _member,
    }) => {
      test.slow();
      allowConsoleErrors(page, /status of 400 .*\/api\/circle/);
      await page.goto("/onboarding");
      const card = await fillFriendCard(page, 0, { name: "Maya Chen" });
      await card.getByLabel("Their Vouch username").fill("nosuchmember");
      await page.getByRole("button", { name: "Create Your Circle" }).click();
      const shown = await restingToast(page, "No Vouch member has this username");
      // The member is taken to the field to fix, in full view.
      await expect(card.getByLabel("Their Vouch username")).toBeFocused();
      for (const action of [
        card.getByRole("switch", { name: "Consent to be suggested" }),
        card.getByText("Consent to be suggested"),
        card.getByLabel("Their Vouch username"),
        page.getByRole("button", { name: "Create Your Circle" }),
      ]) {
        if (await action.isVisible())
          await expect
            .poll(() => overlap(shown, action), `${action.toString()} covered`)
            .toBe(false);
      }
      // Scrolled to the consent row, as a member going on would be: still free.
      const consent = card.getByRole("switch", { name: "Consent to be suggested" });
      await consent.scrollIntoViewIfNeeded();
      await expect.poll(() => overlap(shown, consent)).toBe(false);
      await keepScreenshot(page, `first-steps-onboarding-toast-${viewport.width}.png`);
    });

    test("clubs: after Keep trying, the next quiz's answers are free", async ({
      page,
      member: _member,
    }) => {
      test.slow();
      await page.goto("/clubs");
      const openQuiz = async (club: string) => {
        const drawn = page.waitForResponse(
          (r) => r.url().includes("/api/clubs/") && r.url().endsWith("/attempts"),
        );
        await page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: club }) })
          .getByRole("button", { name: "Take Quiz" })
          .click();
        const dialog = page.getByRole("dialog", { name: `${club} Quiz` });
        await expect(dialog).toBeVisible();
        return { dialog, attempt: (await (await drawn).json()) as QuizAttempt };
      };
      // Every answer wrong.
      const chess = await openQuiz("Chess Club");
      const catalogue = CLUB_CATALOG.find((c) => c.id === chess.attempt.clubId)!;
      const groups = chess.dialog.getByRole("radiogroup");
      await expect(groups).toHaveCount(3);
      for (const [i, shown] of chess.attempt.questions.entries()) {
        const q = catalogue.questions[shown.id]!;
        const wrong = shown.options.find((o) => o !== q.options[q.answerIndex])!;
        await groups.nth(i).getByRole("radio", { name: wrong, exact: true }).click();
      }
      await chess.dialog.getByRole("button", { name: "Submit answers" }).click();
      const result = toast(page).filter({ hasText: "Keep trying" });
      await expect(result).toBeVisible();

      // A moment to read it, then straight on to the next quiz: the toast about the last one
      // leaves its answers free.
      await page.waitForTimeout(1_000);
      const wine = await openQuiz("Wine Club");
      // Leaving as the dialog opens (its effect runs once it is drawn; a busy machine may take a
      // few frames), not when its time would have run out.
      await expect
        .poll(() => result.and(page.locator(':not([data-removed="true"])')).count(), {
          timeout: 1_000,
        })
        .toBe(0);
      await expect(result).toHaveCount(0);
      await expect(wine.dialog.getByRole("radiogroup")).toHaveCount(3);
      await keepScreenshot(page, `first-steps-quiz-toast-${viewport.width}.png`);
    });
  });
}

test("pairing: after a Direct Match, Suggest Me is free", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const target = await player(browser, "Nora Quinn", [
    { name: "Quinn Abbott", gender: "they/them", sexuality: "queer" },
  ]);
  try {
    const users = await demoMembers(context.request);
    // A demo member no other browser test signs in as, with friends who are on Vouch.
    const dev = users.find((u) => u.name === "Dev Malhotra")!;
    await signInAs(context.request, dev.email);
    await topUp(context.request, "hearts-25");
    const page = await context.newPage();
    await exploreMember(page, target.member.id);

    const card = page.getByRole("form", { name: "Direct Match" });
    await card.getByRole("combobox", { name: "Your friend" }).click();
    await page.getByRole("option").first().click();
    await card.getByLabel("Why they'd click").fill("You both argue about jazz for fun.");
    await card.getByRole("button", { name: "Send Direct Match" }).click();
    const shown = await restingToast(page, "Direct match sent!");
    const suggestMe = page
      .getByRole("form", { name: "Suggest Yourself" })
      .getByRole("button", { name: "Suggest Me" });
    await suggestMe.scrollIntoViewIfNeeded();
    await expect.poll(() => overlap(shown, suggestMe)).toBe(false);
    await keepScreenshot(page, `first-steps-direct-match-toast-375.png`);

    // Nora finds Dev's friend in Match for You: the map pin marks where they live, not who they are.
    await target.page.goto("/matching");
    const candidate = target.page.locator("[aria-labelledby^=candidate-]").first();
    await expect(candidate).toContainText("Suggested by Dev");
    const pinned = await candidate
      .locator("svg.lucide-map-pin")
      .evaluate((pin) => pin.parentElement!.textContent!.trim());
    expect(pinned).toMatch(/^[A-Z][A-Za-z ]+$/);
    await keepScreenshot(target.page, `first-steps-candidate-375.png`);
  } finally {
    await context.close();
    await target.close();
  }
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a toast the pointer rests on still goes", async ({ page, member: _member }) => {
    await page.goto("/circle");
    await page.getByRole("button", { name: /Sync Phone Contacts/ }).click();
    const shown = await restingToast(page, "Contact sync will be available soon");
    // Clear of the header's own controls.
    expect(await overlap(shown, page.getByRole("banner"))).toBe(false);
    await shown.hover();
    await page.waitForTimeout(5_000);
    await shown.hover();
    await expect(shown).toHaveCount(0, { timeout: 5_000 });
  });
});

test("/circle: the coming-soon imports are quiet, and say they are coming", async ({
  page,
  member: _member,
}) => {
  await createCircle(page.request, [{ name: "Maya Chen" }]);
  await page.goto("/circle");
  const addFriend = page.getByRole("button", { name: /Add Friend/ });
  // The circle drawn (not its loading spinner): the places compared are where they stay.
  await expect(addFriend).toBeVisible();
  for (const name of ["Sync Phone Contacts", "Import from Instagram"]) {
    const button = page.getByRole("button", { name: new RegExp(name) });
    await expect(button).toContainText("coming soon");
    // No border or fill: nothing like the page's own action.
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, border: style.borderTopWidth };
    });
    expect(look).toEqual({ background: "rgba(0, 0, 0, 0)", border: "0px" });
    // Below the circle and its Add Friend button.
    expect((await button.boundingBox())!.y).toBeGreaterThan((await addFriend.boundingBox())!.y);
  }
});

for (const viewport of PHONES) {
  test.describe(`words whole at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true });

    test("a demo member's home and hearts, and the seed page's figures", async ({ page }) => {
      test.slow();
      const users = await demoMembers(page.request);
      const lucia = users.find((u) => u.name === "Lucia Ferreira")!;
      await signInAs(page.request, lucia.email);
      for (const path of ["/home", "/hearts", "/seed"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (path === "/seed") {
          await page.getByRole("button", { name: /^(Seed|Show) demo data$/ }).click();
          await expect(page.getByText("What's in the database")).toBeVisible();
        } else {
          await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
        }
        await page.evaluate(() => document.fonts.ready);
        await keepScreenshot(
          page,
          `first-steps-words${path.replace("/", "-")}-${viewport.width}.png`,
          { fullPage: true },
        );
        expect(await brokenWords(page), path).toEqual([]);
      }
    });
  });
}
