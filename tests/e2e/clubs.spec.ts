import type { Locator, Page } from "@playwright/test";
import { CLUB_CATALOG } from "../../src/server/features/clubs/catalog";
import type { QuizAttempt } from "#shared/schemas/clubs";
import {
  expect,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
  firstName,
  keepScreenshot,
} from "./fixtures";

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The option to choose for each drawn question: the catalogue's answer, or another one. */
function choices(attempt: QuizAttempt, right: number): string[] {
  const club = CLUB_CATALOG.find((c) => c.id === attempt.clubId)!;
  return attempt.questions.map((shown, i) => {
    const q = club.questions[shown.id]!;
    const answer = q.options[q.answerIndex]!;
    return i < right ? answer : shown.options.find((o) => o !== answer)!;
  });
}

const clubCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

/** Opens a club's quiz with the keyboard and answers it with the keyboard only. */
async function takeQuizByKeyboard(page: Page, clubName: string, right: number) {
  const card = clubCard(page, clubName);
  const drawn = page.waitForResponse(
    (r) => r.url().includes("/api/clubs/") && r.url().endsWith("/attempts"),
  );
  await tabTo(page, card.getByRole("button", { name: "Take Quiz" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `${clubName} Quiz` });
  await expect(dialog).toBeVisible();
  const attempt = (await (await drawn).json()) as QuizAttempt;
  const groups = dialog.getByRole("radiogroup");
  await expect(groups).toHaveCount(3);
  const submit = dialog.getByRole("button", { name: "Submit answers" });

  const picks = choices(attempt, right);
  for (const [i, shown] of attempt.questions.entries()) {
    await expect(submit).toBeDisabled();
    const group = groups.nth(i);
    await expect(group).toHaveAccessibleName(new RegExp(escape(shown.question)));
    // Nothing chosen yet: Tab lands on the first option, the arrows move, Space chooses.
    const radios = group.getByRole("radio");
    await tabTo(page, radios.first());
    const target = shown.options.indexOf(picks[i]!);
    for (let k = 1; k <= target; k++) {
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(k)).toBeFocused();
    }
    await page.keyboard.press("Space");
    await expect(group.getByRole("radio", { name: picks[i]!, exact: true })).toBeChecked();
  }
  await expect(dialog.getByText("3 of 3 answered")).toBeVisible();
  await expect(submit).toBeEnabled();
  return { dialog, submit };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a new member fails one quiz and passes another, by keyboard; the badge shows on /clubs and home without a reload", async ({
  page,
  member,
}) => {
  // Two quizzes answered key by key and four accessibility scans.
  test.slow();
  await page.goto("/home");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
  ).toBeVisible();
  await markNotReloaded(page);
  await page.getByRole("button", { name: "Club certifications: 0" }).click();
  await page.getByRole("link", { name: "View All Clubs" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Club Certifications" })).toBeVisible();
  for (const club of CLUB_CATALOG) {
    const card = clubCard(page, club.name);
    await expect(card).toContainText(club.description);
    await expect(card.getByRole("button", { name: "Take Quiz" })).toBeVisible();
    await expect(card).toContainText("3 attempts left today");
  }
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Chess: one right answer of three.
  const chess = await takeQuizByKeyboard(page, "Chess Club", 1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(chess.submit).toBeFocused();
  // Scoring is visibly busy.
  await page.route("**/api/clubs/attempts/*/answers", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.keyboard.press("Enter");
  await expect(chess.dialog.getByRole("button", { name: "Scoring…" })).toBeDisabled();
  const keepTrying = toast(page).filter({ hasText: "Keep trying" });
  await expect(keepTrying).toContainText("You scored 33%. Try again to earn the badge.");
  await expect(chess.dialog).toBeHidden();
  await expect(clubCard(page, "Chess Club")).toContainText("2 attempts left today");
  await expect(
    clubCard(page, "Chess Club").getByRole("button", { name: "Take Quiz" }),
  ).toBeVisible();

  // Wine: all three right.
  const wine = await takeQuizByKeyboard(page, "Wine Club", 3);
  await page.keyboard.press("Tab");
  await expect(wine.submit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page).filter({ hasText: "Congratulations!" })).toContainText(
    "You earned the Wine Club badge.",
  );
  await expect(wine.dialog).toBeHidden();
  const wineCard = clubCard(page, "Wine Club");
  await expect(wineCard.getByText("Certified", { exact: true })).toBeVisible();
  await expect(wineCard).toContainText(/since \w{3} \d{1,2}, \d{4}/);
  await expect(wineCard.getByRole("button", { name: "Take Quiz" })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, "clubs-375.png", { fullPage: true });

  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("button", { name: "Club certifications: 1" }).click();
  await expect(page.getByRole("dialog", { name: "Club certifications" })).toContainText(
    "Wine Club",
  );
  expect(await notReloaded(page)).toBe(true);
});

// Closing the quiz and coming back to it (the same questions, no attempt spent) is tested with the
// screen (tests/screens/clubs.screen.test.tsx).
test("the quiz dialog fits a 320 px screen and submit waits for every answer", async ({
  page,
  member: _member,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/clubs");
  const drawn = page.waitForResponse((r) => r.url().endsWith("/api/clubs/vinyl/attempts"));
  await clubCard(page, "Vinyl Club").getByRole("button", { name: "Take Quiz" }).click();
  const attempt = (await (await drawn).json()) as QuizAttempt;
  const dialog = page.getByRole("dialog", { name: "Vinyl Club Quiz" });
  const submit = dialog.getByRole("button", { name: "Submit answers" });
  const picks = choices(attempt, 2);
  for (const [i, pick] of picks.entries()) {
    await expect(submit).toBeDisabled();
    await dialog.getByRole("radiogroup").nth(i).getByText(pick, { exact: true }).click();
  }
  await expect(submit).toBeEnabled();
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, "clubs-quiz-320.png");
});

test("a pass in one tab shows in the member's other tabs at once", async ({
  page,
  member: _member,
}) => {
  const home = await page.context().newPage();
  await page.goto("/clubs");
  await home.goto("/home");
  await expect(
    clubCard(page, "French Club").getByRole("button", { name: "Take Quiz" }),
  ).toBeVisible();
  await expect(home.getByRole("button", { name: "Club certifications: 0" })).toBeVisible();
  await markNotReloaded(page);
  await markNotReloaded(home);

  // A third tab, as it were: the same member answers through the API.
  const attempt = (await (
    await page.request.post("/api/clubs/french/attempts")
  ).json()) as QuizAttempt;
  const picks = choices(attempt, 3);
  const res = await page.request.post(`/api/clubs/attempts/${attempt.id}/answers`, {
    data: {
      answers: attempt.questions.map((q, i) => ({
        questionId: q.id,
        choice: q.options.indexOf(picks[i]!),
      })),
    },
  });
  expect(res.status()).toBe(200);

  await expect(clubCard(page, "French Club").getByText("Certified", { exact: true })).toBeVisible();
  await expect(home.getByRole("button", { name: "Club certifications: 1" })).toBeVisible();
  expect(await notReloaded(page)).toBe(true);
  expect(await notReloaded(home)).toBe(true);
});
