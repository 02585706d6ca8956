import type { Browser, Page } from "@playwright/test";
import {
  allowConsoleErrors,
  createMember,
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { signInAs } from "./pairing-helpers";

// An editor writes a whole quiz, and a member takes it, each in a browser of their own.
test.describe.configure({ timeout: 240_000 });

/** The demo world's editor (its first member holds every role), signed in at 375 px. */
async function demoEditor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const res = await context.request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  const { moderator } = (await res.json()) as { moderator: { email: string } };
  await signInAs(context.request, moderator.email);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Writes question `n` in the new-question form: its second option is the right one. */
async function writeQuestion(page: Page, n: number) {
  const form = page.getByRole("form", { name: "New question" });
  await form.getByLabel("Question").fill(`Which one is right, question ${n}?`);
  await form.getByRole("textbox", { name: "Option 1", exact: true }).fill(`Wrong ${n}`);
  await form.getByRole("textbox", { name: "Option 2", exact: true }).fill(`Right ${n}`);
  await form.getByRole("textbox", { name: "Option 3", exact: true }).fill(`Also wrong ${n}`);
  await form.getByRole("radio", { name: "Option 2 is the right one" }).check();
  await form.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByRole("heading", { name: `Questions (${n})` })).toBeVisible();
  await expect(form.getByLabel("Question")).toHaveValue("");
}

test("an editor creates a fifth club and writes its 8 questions; a member takes its quiz and passes; the studio is the 404 page to a member", async ({
  browser,
}) => {
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

    // A new club: its fields say what is missing, then it is created, not yet open.
    await page.getByRole("button", { name: "New club" }).click();
    const dialog = page.getByRole("dialog", { name: "New club" });
    await dialog.getByRole("button", { name: "Create club" }).click();
    await expect(dialog.getByText("The club's name needs at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("The description needs at least 10 characters")).toBeVisible();
    await expect(dialog.getByText("A member passes with 2 of 3 questions right.")).toBeVisible();
    await keepScreenshot(page, "studio-new-club-errors-375.png");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Standards, solos and late sets on 52nd Street.");
    await dialog.getByRole("button", { name: "Create club" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/studio\?club=jazz-club-/);
    await expect(page.getByText("Not open yet")).toBeVisible();
    await expect(page.getByText("0 of 8 questions")).toBeVisible();

    // A question without its right option marked is refused, in words.
    const form = page.getByRole("form", { name: "New question" });
    await form.getByLabel("Question").fill("Who wrote Take Five?");
    await form.getByRole("textbox", { name: "Option 1", exact: true }).fill("Paul Desmond");
    await form.getByRole("textbox", { name: "Option 2", exact: true }).fill("Paul Desmond");
    await form.getByRole("button", { name: "Add question" }).click();
    await expect(form.getByText("Choose which option is right")).toBeVisible();
    await expect(form.getByText("Each option must differ from the others")).toBeVisible();
    await keepScreenshot(page, "studio-question-errors-375.png");
    await form.getByRole("button", { name: "Remove option 3" }).click();
    await expect(form.getByRole("textbox", { name: "Option 3", exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: "Add an option" }).click();

    for (let n = 1; n <= 8; n++) await writeQuestion(page, n);
    await expect(page.getByText("Open to members")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "studio-club-375.png", { fullPage: true });
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "studio-club-320.png", { fullPage: true });

    // A member, in a browser of their own, finds the club and passes its quiz.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const member = await context.newPage();
      await createMember(member.request, { name: "Mina Brooks" });
      await member.goto("/clubs");
      const card = member
        .getByRole("listitem")
        .filter({ has: member.getByRole("heading", { name }) });
      await expect(card.getByText("Standards, solos and late sets")).toBeVisible();
      await card.getByRole("button", { name: "Take Quiz" }).click();
      const quiz = member.getByRole("dialog", { name: `${name} Quiz` });
      const groups = quiz.getByRole("radiogroup");
      await expect(groups).toHaveCount(3);
      await expect(quiz.getByText("66% or more earns the badge")).toBeVisible();
      for (let i = 0; i < 3; i++)
        await groups
          .nth(i)
          .getByRole("radio", { name: /^Right / })
          .click();
      await quiz.getByRole("button", { name: "Submit answers" }).click();
      await expect(
        toast(member).filter({ hasText: `You earned the ${name} badge.` }),
      ).toBeVisible();
      await expect(card.getByText("Certified")).toBeVisible();
      await keepScreenshot(member, "studio-member-passed-375.png");

      // The studio doesn't exist for a member: the 404 page, with a 404.
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
