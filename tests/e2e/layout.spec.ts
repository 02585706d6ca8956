import type { Locator, Page } from "@playwright/test";
import { createCircle } from "./circle-helpers";
import {
  allowConsoleErrors,
  createMember,
  expect,
  seriousA11yViolations,
  test,
  firstName,
  keepScreenshot,
} from "./fixtures";
import { demoMembers, signInAs } from "./pairing-helpers";

/*
 * Every screen at the narrowest phone width, a common phone width and a desktop width as a seeded
 * demo member, and at the phone widths as a new member with a very long name and email: nothing
 * wider than the window (no sideways scrolling) and the screen's heading in view. With
 * E2E_SCREENSHOTS set, a screenshot of each is kept for a person to look at.
 */

// Home greets a demo member (signed in long after joining) as returning, a new member as new.
const SIGNED_IN_SCREENS: { path: string; heading: string | RegExp }[] = [
  { path: "/home", heading: /^Welcome back, / },
  { path: "/circle", heading: "Your Circle" },
  { path: "/matching", heading: "Match for You" },
  { path: "/pairing", heading: "Make a Match" },
  { path: "/clubs", heading: "Club Certifications" },
  { path: "/events", heading: "Friday Night Events" },
  { path: "/hearts", heading: "Your Hearts" },
  { path: "/safety", heading: "Safety & Community" },
  { path: "/settings", heading: "Settings" },
  { path: "/profile", heading: "Edit Profile" },
];

const WIDTHS = [
  { name: "small-phone", viewport: { width: 320, height: 640 }, isMobile: true },
  { name: "phone", viewport: { width: 375, height: 812 }, isMobile: true },
  { name: "desktop", viewport: { width: 1280, height: 900 }, isMobile: false },
] as const;

/** Spinners with a label are announced as a status; wait until none is left. */
async function settled(page: Page, heading: Locator) {
  // Home's greeting waits for its data, which can be slow while the machine is busy.
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole("status").filter({ hasText: /^(Loading|Finding|Checking)/ }),
  ).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Fails naming the elements that stick out on the right, so the culprit is easy to find. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 0.5 ||
          el.getBoundingClientRect().left + el.scrollWidth > width + 0.5,
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`);
    return { scrollWidth: root.scrollWidth, clientWidth: width, wide };
  });
  expect(
    scrollWidth,
    `${where} scrolls sideways; too wide: ${wide.join(", ")}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** Nothing in the page's main part sticks out of the box it sits in (a figure past its card). */
async function expectNothingOverhangs(page: Page, where: string) {
  const overhanging = await page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("*")]
      .filter((el) => !el.closest(".sr-only"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const parent = el.parentElement!.getBoundingClientRect();
        return box.width > 0 && (box.right > parent.right + 0.5 || box.left < parent.left - 0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()} “${el.textContent?.slice(0, 30)}”`),
  );
  expect(overhanging, `${where}: sticks out of its box`).toEqual([]);
}

/** Each tab's label and its count stay on one line. */
async function expectTabLabelsOnOneLine(page: Page, where: string) {
  const wrapped = await page.getByRole("tab").evaluateAll((tabs) =>
    tabs
      .filter((tab) => {
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest(".sr-only")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...range.getClientRects());
        }
        return rects.some((a) => rects.some((b) => b.top >= a.bottom - 1));
      })
      .map((tab) => tab.textContent ?? ""),
  );
  expect(wrapped, `${where}: tab labels on two lines`).toEqual([]);
}

/** A read-only field can't be scrolled by hand to see the rest: its whole value must show. */
async function expectReadOnlyFieldsWhole(page: Page, where: string) {
  const clipped = await page
    .locator("input[readonly], textarea[readonly]")
    .evaluateAll((fields) =>
      fields
        .filter((f) => f.scrollWidth > f.clientWidth || f.scrollHeight > f.clientHeight)
        .map((f) => (f as HTMLInputElement).value),
    );
  expect(clipped, `${where}: read-only fields cut short`).toEqual([]);
}

/** An open dialog fits the window and has nothing wider than itself. */
async function expectDialogFits(page: Page, dialog: Locator, where: string) {
  await expect(dialog).toBeVisible();
  // Measured where it comes to rest, not part-way through its slide in.
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await dialog.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${where}: the dialog starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: the dialog ends off screen`).toBeLessThanOrEqual(width);
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${where}: the dialog scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page, where);
}

async function signInAsDemoMember(page: Page) {
  const users = await demoMembers(page.request);
  // A demo member no other browser test signs in as, and who only looks here.
  const kai = users.find((u) => u.name === "Kai Nakamura")!;
  await signInAs(page.request, kai.email);
}

// A long unbroken word in the name and an email far wider than a phone.
const LONG_WORD = "Wolfeschlegelsteinhausenbergerdorffvoralternwaren";
const LONG_NAME = `Bartholomew ${LONG_WORD} Quist`;

/** A new member with a long name and email, and a circle of friends with long names too. */
async function signUpLongNamedMember(page: Page) {
  const member = await createMember(page.request, {
    name: LONG_NAME,
    email: `the-mailbox-of-someone-with-a-rather-long-address-${Date.now()}-${process.pid}@a-long-neighbourhood-domain.example.com`,
    occupation: `Cartographer of ${LONG_WORD}`,
    bio: `Maps of ${LONG_WORD} and mountains`,
  });
  expect(member.name.length).toBeGreaterThanOrEqual(60);
  expect(member.email.length).toBeGreaterThanOrEqual(60);
  await createCircle(page.request, [
    { name: `Anastasia ${LONG_WORD}`, bio: `Knows ${LONG_WORD} well`, trustLevel: "Close" },
    { name: "Bea Ng", consent: false },
  ]);
  return member;
}

/** Visits each screen, checks it fits and keeps a screenshot. */
async function checkEveryScreen(
  page: Page,
  shot: string,
  screens: { path: string; heading: string | RegExp }[],
) {
  for (const { path, heading } of screens) {
    await page.goto(path);
    await settled(page, page.getByRole("heading", { level: 1, name: heading }));
    await expectNoSidewaysScroll(page, path);
    await expectReadOnlyFieldsWhole(page, path);
    await expectTabLabelsOnOneLine(page, path);
    await keepScreenshot(page, `${shot}${path.replace(/\//g, "-")}.png`, { fullPage: true });
  }
}

for (const { name, viewport, isMobile } of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });
    test.describe.configure({ timeout: 120_000 });

    test(`every signed-in screen fits ${viewport.width} px, heading in view`, async ({ page }) => {
      await signInAsDemoMember(page);
      await checkEveryScreen(page, name, SIGNED_IN_SCREENS);
    });

    // Long words overflow where the screen is narrow: the phones. At 1280 px the demo member's
    // pass above covers the layout.
    if (isMobile)
      test(`every signed-in screen fits ${viewport.width} px with a long name and email`, async ({
        page,
      }) => {
        const member = await signUpLongNamedMember(page);
        const screens = SIGNED_IN_SCREENS.map((screen) =>
          screen.path === "/home"
            ? { ...screen, heading: `Welcome, ${firstName(LONG_NAME)}` }
            : screen,
        );
        await checkEveryScreen(page, `${name}-long`, screens);

        // The screens whose texts wrap now: still no serious accessibility problem.
        for (const path of ["/home", "/circle", "/settings"]) {
          await page.goto(path);
          await settled(page, page.getByRole("heading", { level: 1 }).first());
          expect(await seriousA11yViolations(page), path).toEqual([]);
        }

        // The whole email stays readable on /settings, wrapped or not.
        await page.goto("/settings");
        await expect(page.getByRole("definition").filter({ hasText: member.email })).toBeVisible();
      });

    // A member with a circle is sent on to /circle: onboarding is for a new member.
    test(`onboarding fits ${viewport.width} px`, async ({ page, member: _member }) => {
      await page.goto("/onboarding");
      await settled(page, page.getByRole("heading", { level: 1, name: "Welcome to Vouch" }));
      await expect(page.getByRole("button", { name: "Create Your Circle" })).toBeVisible();
      await expectNoSidewaysScroll(page, "/onboarding");
      await keepScreenshot(page, `${name}-onboarding.png`, { fullPage: true });
    });

    test(`the seed result fits ${viewport.width} px`, async ({ page }) => {
      await demoMembers(page.request);
      await page.goto("/seed");
      await settled(page, page.getByRole("heading", { level: 1, name: "Seed demonstration data" }));
      await page.getByRole("button", { name: /^(Seed|Show) demo data$/ }).click();
      await expect(page.getByText(/Demo data (created|is already in place)/).first()).toBeVisible();
      await expectNoSidewaysScroll(page, "/seed");
      await expectNothingOverhangs(page, "/seed");
      await keepScreenshot(page, `${name}-seed-result.png`, { fullPage: true });
    });
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false });

  test("Make a Match's board leaves no empty column with three friends or fewer", async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    try {
      const nora = await createMember(other.request, { name: "Nora Quinn" });
      await createCircle(other.request, [{ name: "Maya Chen" }, { name: "Priya Nair" }]);
      await createMember(page.request, { name: "Robin Vale" });
      await createCircle(page.request, [{ name: "Sofia Alvarez" }, { name: "Liam Brooks" }]);
      await page.goto(`/pairing?member=${nora.id}`);
      const board = page.getByRole("region", { name: "Pair your friends" });
      await expect(board.getByRole("region", { name: "Your Friends", exact: true })).toBeVisible();
      await expect(board.getByText("Maya Chen")).toBeVisible();
      // The board's columns reach its right edge: nothing on the right is left blank.
      const gap = await board.evaluate((section) => {
        const grid = section.querySelector(":scope > div.grid")!;
        const right = Math.max(
          ...[...grid.children].map((child) => child.getBoundingClientRect().right),
        );
        return grid.getBoundingClientRect().right - right;
      });
      expect(gap).toBeLessThanOrEqual(1);
      await keepScreenshot(page, "desktop-pairing-two-friends.png", { fullPage: true });
    } finally {
      await other.close();
    }
  });
});

test.describe("dialogs at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the circle's friend sheet and the hearts top-up dialog fit", async ({ page }) => {
    await signInAsDemoMember(page);

    await page.goto("/circle");
    await settled(page, page.getByRole("heading", { level: 1, name: "Your Circle" }));
    await page
      .getByRole("region", { name: "Friends in your circle" })
      .getByRole("listitem")
      .first()
      .getByRole("button")
      .click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("heading", { name: "About" })).toBeVisible();
    await expectDialogFits(page, sheet, "the friend sheet");
    await keepScreenshot(page, `phone-circle-friend-sheet.png`);

    await page.goto("/hearts");
    await settled(page, page.getByRole("heading", { level: 1, name: "Your Hearts" }));
    await page.getByRole("button", { name: "Top Up Hearts" }).click();
    const topUp = page.getByRole("dialog", { name: "Top Up Hearts" });
    await expect(topUp.getByRole("radio")).toHaveCount(4);
    await expectDialogFits(page, topUp, "the top-up dialog");
    await keepScreenshot(page, `phone-hearts-top-up.png`);
  });
});

test.describe("accessibility and wording at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("Match For You's tab keeps its label and count on one line", async ({ page }) => {
    const users = await demoMembers(page.request);
    // A demo member with suggestions to answer: the tab carries a count beside its label.
    await signInAs(page.request, users.find((u) => u.name === "Ben Whitaker")!.email);
    await page.goto("/matching");
    await settled(page, page.getByRole("heading", { level: 1, name: "Match for You" }));
    await expect(
      page.getByRole("tab", { name: /^Match For You\s*\d+ (person|people) suggested$/ }),
    ).toBeVisible();
    await expectTabLabelsOnOneLine(page, "/matching");
    await keepScreenshot(page.getByRole("tablist"), "small-phone-matching-tabs.png");
  });

  test("home counts only vouching friends and says 1 friend, not 1 friends", async ({ page }) => {
    await signUpLongNamedMember(page);
    await page.goto("/home");
    await settled(
      page,
      page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(LONG_NAME)}` }),
    );
    // Bea doesn't consent to be suggested: two friends, one vouching.
    await expect(page.getByText("1 of 5 friends vouching for you")).toBeVisible();
    await expect(page.getByText("0 unread messages")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the friend sheet: one button per name, and an invite error tied to its field", async ({
    page,
  }) => {
    // The unknown usernames this test types are refused with a 400.
    allowConsoleErrors(page, /status of 400 .*\/api\/circle\/friends/);
    await signUpLongNamedMember(page);
    await page.goto("/circle");
    await settled(page, page.getByRole("heading", { level: 1, name: "Your Circle" }));
    await page.getByRole("button", { name: /^Bea Ng\b/ }).click();
    const sheet = page.getByRole("dialog", { name: "Bea Ng" });
    await expectDialogFits(page, sheet, "the friend sheet at 320 px");

    // "Close" is a trust level; the sheet's own close button says what it closes.
    await expect(sheet.getByRole("button", { name: "Close", exact: true })).toHaveCount(1);
    await expect(sheet.getByRole("button", { name: "Close friend details" })).toBeVisible();

    const username = sheet.getByLabel("Their Vouch username");
    await username.fill("nobodyhereatall");
    await sheet.getByRole("button", { name: "Invite" }).click();
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription("No Vouch member has this username");
    await username.fill("nobodyhereeither");
    await expect(username).not.toHaveAttribute("aria-invalid");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `small-phone-friend-sheet.png`);

    await sheet.getByRole("button", { name: "View Full Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Bea Ng" }).last();
    await expect(profile.getByRole("button", { name: "Close", exact: true })).toHaveCount(1);
    await expect(profile.getByRole("button", { name: "Close full profile" })).toBeVisible();
    await profile.getByRole("button", { name: "Close", exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Adding a friend: the same field, the same wiring.
    await page.getByRole("button", { name: /^Add Friend/ }).click();
    const add = page.getByRole("dialog", { name: "Add a friend" });
    await add.getByLabel("Name", { exact: true }).fill("Cleo Park");
    await add.getByLabel("Gender/pronouns").fill("she/her");
    await add.getByRole("combobox", { name: "Sexuality" }).click();
    await page.getByRole("option", { name: "Queer", exact: true }).click();
    const addUsername = add.getByLabel(/Their Vouch username/);
    await addUsername.fill("nobodyhereatall");
    await add.getByRole("button", { name: "Add to Circle" }).click();
    await expect(addUsername).toHaveAttribute("aria-invalid", "true");
    await expect(addUsername).toHaveAccessibleDescription(/No Vouch member has this username/);
    await expectDialogFits(page, add, "the add-friend dialog at 320 px");
  });
});
