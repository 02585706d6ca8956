import type { APIRequestContext, Browser } from "@playwright/test";
import {
  allowConsoleErrors,
  createMember,
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
} from "./fixtures";
import { signInAs } from "./pairing-helpers";

// What the studio does (a new club's and a question's refusals, a club opened by its eighth
// question, a member passing its quiz) is tested with the screen
// (tests/screens/studio.screen.test.tsx); here, how it looks and that it is staff's alone.

/** The demo world's editor (its first member holds every role), signed in at 375 px. */
async function demoEditor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const res = await context.request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  const { moderator } = (await res.json()) as { moderator: { email: string } };
  await signInAs(context.request, moderator.email);
  return { page: await context.newPage(), close: () => context.close() };
}

/** A club with its 8 questions (the second option of each is right), as the editor writes it. */
async function openClub(request: APIRequestContext, name: string) {
  const created = await request.post("/api/studio/clubs", {
    data: { name, description: "Standards, solos and late sets on 52nd Street.", passPercent: 66 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const club = (await created.json()) as { id: string };
  for (let n = 1; n <= 8; n++) {
    const res = await request.post(`/api/studio/clubs/${club.id}/questions`, {
      data: {
        question: `Which one is right, question ${n}?`,
        options: [`Wrong ${n}`, `Right ${n}`, `Also wrong ${n}`],
        answerIndex: 1,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return club.id;
}

test("the studio, from the editor's menu, and an open club's page fit 375 and 320 px with no serious accessibility violations; the studio is the 404 page to a member", async ({
  browser,
}) => {
  test.slow(); // the demo world, a club of 8 questions, an axe scan and a second browser
  const editor = await demoEditor(browser);
  const name = `Jazz Club ${Date.now().toString(36).slice(-5)}`;
  try {
    const { page } = editor;
    await page.goto("/home");
    await page.getByRole("button", { name: "Your profile" }).click();
    await page.getByRole("link", { name: "Studio" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Clubs and quizzes" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Clubs" }).getByRole("listitem")).toHaveCount(4);
    await keepScreenshot(page, "studio-clubs-375.png", { fullPage: true });
    await page.getByRole("button", { name: "New club" }).click();
    const dialog = page.getByRole("dialog", { name: "New club" });
    await dialog.getByRole("button", { name: "Create club" }).click();
    await expect(dialog.getByText("The club's name needs at least 2 characters")).toBeVisible();
    await keepScreenshot(page, "studio-new-club-errors-375.png");
    await page.keyboard.press("Escape");

    const clubId = await openClub(page.request, name);
    await page.goto(`/studio?club=${clubId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Open to members")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions (8)" })).toBeVisible();
    await fitsTheScreen(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "studio-club-375.png", { fullPage: true });
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "studio-club-320.png", { fullPage: true });

    // The studio doesn't exist for a member: the 404 page, with a 404.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const member = await context.newPage();
      await createMember(member.request, { name: "Mina Brooks" });
      allowConsoleErrors(member, /404/);
      const answer = await member.goto("/studio");
      expect(answer?.status()).toBe(404);
      await expect(
        member.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
      ).toBeVisible();
      expect((await member.request.get("/api/studio/clubs")).status()).toBe(404);
    } finally {
      await context.close();
    }
  } finally {
    await editor.close();
  }
});
