import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";
import { PHOTO_WAITING_TEXT } from "#shared/texts";
import { doubtfulPortraitJpeg } from "#tests/support/screening-images";
import { matchedPair, player, send, signInAs, topUp } from "./pairing-helpers";

// Three people, each in a browser of their own, on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

/** The demo world (once per server), and its demo moderator. */
async function demoModerator(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const res = await context.request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  const { moderator } = (await res.json()) as { moderator: { name: string; email: string } };
  await signInAs(context.request, moderator.email);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Opens the conversation's Report dialog about Sam Rivers and chooses `reason`; the dialog. */
async function reportFromConversation(page: Page, matchId: string, reason: string) {
  await page.goto(`/matching?tab=history&chat=${matchId}`);
  await page.getByRole("dialog").getByRole("button", { name: "Conversation options" }).click();
  await page.getByRole("menuitem", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report Sam Rivers" });
  await dialog.getByRole("combobox", { name: "Reason" }).click();
  await page.getByRole("option", { name: reason }).click();
  return dialog;
}

test("a member reports; the demo moderator reveals the photo and removes it; the reporter sees action taken", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  const mod = await demoModerator(browser);
  try {
    const photo = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 60, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const upload = await sam.page.request.post("/api/profile/photos", {
      multipart: { photo: { name: "sam.jpg", mimeType: "image/jpeg", buffer: photo } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await send(sam, matchId, "Nobody else would bother with you anyway.");

    // Nora reports the message from the conversation.
    const dialog = await reportFromConversation(nora.page, matchId, "Harassment");
    await dialog.getByRole("combobox", { name: /About/ }).click();
    await nora.page.getByRole("option", { name: /Nobody else would bother/ }).click();
    await dialog.getByLabel("Details").fill("Insulted me after I said I was busy.");
    await dialog.getByRole("button", { name: "Submit report" }).click();
    await expect(toast(nora.page).filter({ hasText: "Report submitted" })).toBeVisible();

    // Her Settings list it, received.
    await nora.page.goto("/settings");
    const mine = nora.page.getByRole("list", { name: "Your reports" });
    await expect(mine.getByRole("listitem").filter({ hasText: "Sam Rivers" })).toContainText(
      "Received",
    );

    // The moderator's queue, from the profile menu, in the app's frame: Sam's case, with its clock.
    await mod.page.goto("/home");
    await mod.page.getByRole("button", { name: "Your profile" }).click();
    await mod.page.getByRole("link", { name: "Moderation" }).click();
    await expect(mod.page).toHaveURL(/\/moderation$/);
    await expect(mod.page.getByRole("heading", { name: "Open cases" })).toBeVisible();
    await expect(mod.page.getByRole("link", { name: /^Notifications/ })).toBeVisible();
    await expect(mod.page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect((await mod.page.request.get("/moderation")).status()).toBe(200);
    // The other test's Sam Rivers may be in the queue too: his case is about safety.
    const item = mod.page
      .getByRole("link", { name: /Sam Rivers/ })
      .filter({ hasText: "Harassment" });
    await expect(item).toContainText("Harassment");
    await expect(item).toContainText(/Due in (23|24) h/);
    await fitsTheScreen(mod.page);
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await keepScreenshot(mod.page, "moderation-queue-375.png", { fullPage: true });

    // The case: the reported message in its conversation, the photo blurred until revealed.
    await item.click();
    await expect(mod.page.getByRole("heading", { name: "Case about Sam Rivers" })).toBeVisible();
    const messages = mod.page.getByRole("list", { name: "Messages" });
    await expect(
      messages.getByRole("listitem").filter({ hasText: "Nobody else would bother" }),
    ).toContainText("Reported");
    await expect(
      mod.page.getByText(/Ava Thompson, through a self-suggest: the member suggested/),
    ).toBeVisible();
    const image = mod.page.locator('img[src*="/api/moderation/cases/"]');
    await expect(image).toHaveAttribute("data-revealed", "false");
    await fitsTheScreen(mod.page);
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await mod.page.getByRole("button", { name: "Reveal photo 1" }).click();
    await expect(image).toHaveAttribute("data-revealed", "true");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await keepScreenshot(mod.page, "moderation-case-375.png", { fullPage: true });

    // Removed, with a reason and a note: gone from Sam's profile at once.
    await mod.page.getByRole("button", { name: "Remove photo 1" }).click();
    const remove = mod.page.getByRole("dialog", { name: "Remove this photo?" });
    await remove.getByRole("button", { name: "Remove photo" }).click();
    await expect(toast(mod.page).filter({ hasText: "Incomplete" })).toBeVisible();
    await remove.getByRole("combobox", { name: "Reason" }).click();
    await mod.page.getByRole("option", { name: "Harassment or bullying" }).click();
    await remove.getByLabel("Note for the log").fill("Photo fine, but the case is upheld.");
    await fitsTheScreen(mod.page);
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await remove.getByRole("button", { name: "Remove photo" }).click();
    await expect(toast(mod.page).filter({ hasText: "Photo removed" })).toBeVisible();
    await expect(mod.page.getByText("No longer on their profile")).toBeVisible();
    await expect(mod.page.getByText("Closed: action taken")).toBeVisible();
    const own = (await (await sam.page.request.get("/api/profile/photos")).json()) as {
      photos: unknown[];
    };
    expect(own.photos).toEqual([]);

    // A warning too: Sam sees it on his next visit, and only "I understand" closes it.
    await mod.page.getByRole("button", { name: "Warn" }).click();
    const warn = mod.page.getByRole("dialog", { name: "Warn this member?" });
    await warn.getByRole("combobox", { name: "Reason" }).click();
    await mod.page.getByRole("option", { name: "Harassment or bullying" }).click();
    await warn.getByLabel("Note for the log").fill("Insult after a polite no.");
    await warn.getByRole("button", { name: "Warn" }).click();
    await expect(toast(mod.page).filter({ hasText: "Warning sent" })).toBeVisible();
    await sam.page.goto("/home");
    const notice = sam.page.getByRole("alertdialog", { name: "A warning from our moderators" });
    await expect(notice).toContainText("Harassing or bullying another member.");
    await expect(notice).not.toContainText("Insult after a polite no.");
    await expect(notice.getByRole("button", { name: "Close" })).toHaveCount(0);
    await fitsTheScreen(sam.page);
    expect(await seriousA11yViolations(sam.page)).toEqual([]);
    await keepScreenshot(sam.page, "moderation-warning-375.png");
    await notice.getByRole("button", { name: "I understand" }).click();
    await expect(notice).toHaveCount(0);
    await sam.page.reload();
    await expect(sam.page.getByText(/Welcome/)).toBeVisible();
    await expect(notice).toHaveCount(0);

    // At 320 px the case still fits.
    await fitsTheScreen(mod.page, 320);
    await keepScreenshot(mod.page, "moderation-case-320.png", { fullPage: true });

    // Nora's Settings: action taken, and nothing about what.
    await nora.page.reload();
    await expect(mine.getByRole("listitem").filter({ hasText: "Sam Rivers" })).toContainText(
      "Action taken",
    );
    await expect(mine).not.toContainText(/photo|removed/i);
    await fitsTheScreen(nora.page);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);

    // Nora is no moderator: no link in her menu, and /moderation is the 404 page, with a 404.
    await nora.page.goto("/home");
    await nora.page.getByRole("button", { name: "Your profile" }).click();
    await expect(nora.page.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(nora.page.getByRole("link", { name: "Moderation" })).toHaveCount(0);
    allowConsoleErrors(nora.page, /404/);
    const answer = await nora.page.goto("/moderation");
    expect(answer?.status()).toBe(404);
    await expect(nora.page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  } finally {
    await nora.close();
    await sam.close();
    await mod.close();
  }
});

test("a member reports and also blocks; the moderator suspends: the open tab is signed out, sign-in names the end, the appeal waits, the reporter sees action taken", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  const mod = await demoModerator(browser);
  try {
    await send(sam, matchId, "Answer me or you'll regret it.");
    // Nora reports Sam from the conversation, and blocks him with it.
    const report = await reportFromConversation(nora.page, matchId, "Safety concern");
    await expect(report.getByRole("checkbox", { name: "Also block Sam" })).toBeChecked();
    await report.getByLabel("Details").fill("A threat after I stopped answering.");
    await report.getByRole("button", { name: "Submit report" }).click();
    await expect(toast(nora.page).filter({ hasText: "Report submitted" })).toContainText(
      "Sam is blocked.",
    );
    await sam.page.goto("/home");
    await expect(sam.page.getByText(/Welcome/)).toBeVisible();

    // The moderator suspends Sam for 7 days, from the case.
    await mod.page.goto("/moderation");
    await mod.page
      .getByRole("link", { name: /Sam Rivers/ })
      .filter({ hasText: "Safety concern" })
      .click();
    await expect(mod.page.getByRole("heading", { name: "Case about Sam Rivers" })).toBeVisible();
    await mod.page.getByRole("button", { name: "Suspend" }).click();
    const dialog = mod.page.getByRole("dialog", { name: "Suspend this member?" });
    await expect(dialog.getByLabel("Days")).toHaveValue("7");
    await dialog.getByRole("combobox", { name: "Reason" }).click();
    await mod.page.getByRole("option", { name: "Threat to someone's safety" }).click();
    await dialog.getByLabel("Note for the log").fill("Threat in the conversation.");
    await fitsTheScreen(mod.page);
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await keepScreenshot(mod.page, "moderation-suspend-375.png");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect(toast(mod.page).filter({ hasText: "Member suspended" })).toBeVisible();
    await expect(mod.page.getByText("Closed: action taken")).toBeVisible();

    // Sam's open tab is signed out at once; signing in again says until when.
    allowConsoleErrors(sam.page, /401|403/);
    await expect(sam.page).toHaveURL(/\/auth/);
    const form = sam.page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(sam.member.email);
    await form.getByLabel("Password").fill(sam.member.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    const notice = sam.page.getByRole("alert").filter({ hasText: "A decision by our moderators" });
    await expect(notice).toContainText(/Your account is suspended until \w+day, \w+ \d+, \d{4}\./);
    await expect(sam.page).toHaveURL(/\/auth/);
    await fitsTheScreen(sam.page);
    expect(await seriousA11yViolations(sam.page)).toEqual([]);
    await keepScreenshot(sam.page, "moderation-suspended-375.png");
    await fitsTheScreen(sam.page, 320);
    await keepScreenshot(sam.page, "moderation-suspended-320.png");

    // He reads why on the signed-out appeal page, and appeals.
    await sam.page.getByRole("link", { name: "See why, and appeal" }).click();
    await expect(sam.page).toHaveURL(/\/appeal\?email=/);
    await sam.page.getByLabel("Password").fill(sam.member.password);
    await sam.page.getByRole("button", { name: "Show the decision" }).click();
    await expect(sam.page.getByText(/Your account was suspended until/)).toBeVisible();
    await expect(sam.page.getByText("Why: Threatening someone's safety.")).toBeVisible();
    // The appeal's deadline says it is one, not another end date beside the suspension's.
    await expect(sam.page.getByText(/^Last day to appeal: \w+ \d+, \d{4}$/)).toBeVisible();
    await sam.page.getByRole("button", { name: "Appeal" }).click();
    await sam.page.getByLabel("Why was this decision wrong?").fill("It was a quote from a film.");
    await sam.page.getByRole("button", { name: "Send appeal" }).click();
    await expect(
      sam.page.getByText("Your appeal is waiting for a different moderator."),
    ).toBeVisible();
    await fitsTheScreen(sam.page, 320);
    expect(await seriousA11yViolations(sam.page)).toEqual([]);
    await keepScreenshot(sam.page, "moderation-appeal-signed-out-320.png");

    // Nora's report: action taken, never what. Her Text History no longer has him.
    await nora.page.goto("/settings");
    await expect(
      nora.page
        .getByRole("list", { name: "Your reports" })
        .getByRole("listitem")
        .filter({ hasText: "Sam Rivers" }),
    ).toContainText("Action taken");
    await nora.page.goto("/matching?tab=history");
    await expect(nora.page.getByText("Sam Rivers")).toHaveCount(0);
    const explore = await nora.page.request.get(`/api/pairing/explore?member=${sam.member.id}`);
    expect(explore.status()).toBe(404);
  } finally {
    await nora.close();
    await sam.close();
    await mod.close();
  }
});

test("a limited member keeps their conversations but is told, with the end, when they start something new", async ({
  browser,
}) => {
  const nora = await player(browser, "Nora Quinn", []);
  const sam = await player(browser, "Sam Rivers", [{ name: "Ava Thompson" }]);
  const mod = await demoModerator(browser);
  try {
    await topUp(sam.page.request);
    const explore = await sam.page.request.get(`/api/pairing/explore?member=${nora.member.id}`);
    const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
    const suggested = await sam.page.request.post("/api/pairing/self-suggestions", {
      data: { memberId: nora.member.id, voucherFriendId: friends[0]!.id, reason: "Risotto." },
    });
    expect(suggested.status(), await suggested.text()).toBe(201);
    const reported = await sam.page.request.post("/api/safety/reports", {
      data: {
        target: { kind: "member", memberId: nora.member.id },
        reason: "other",
        details: "Spamming introductions.",
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const { cases } = (await (await mod.page.request.get("/api/moderation/cases")).json()) as {
      cases: { id: string; member: { id: string } }[];
    };
    const caseId = cases.find((c) => c.member.id === nora.member.id)!.id;
    const limited = await mod.page.request.post(`/api/moderation/cases/${caseId}/actions`, {
      data: { action: "limit", days: 3, reason: "spam", note: "Introductions in bulk." },
    });
    expect(limited.status(), await limited.text()).toBe(200);

    // Nora is still signed in and sees Sam's introduction, but accepting it is refused, calmly.
    allowConsoleErrors(nora.page, /403/);
    await nora.page.goto("/matching");
    await nora.page.getByRole("button", { name: "Accept Sam Rivers" }).click();
    await expect(toast(nora.page)).toContainText(
      /Our moderators have limited your account until \w+day, \w+ \d+, \d{4}: you can read and reply/,
    );
    await fitsTheScreen(nora.page);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await keepScreenshot(nora.page, "moderation-limited-375.png");
    await fitsTheScreen(nora.page, 320);
    await keepScreenshot(nora.page, "moderation-limited-320.png");
  } finally {
    await nora.close();
    await sam.close();
    await mod.close();
  }
});

test("more than 15 introductions in a day put the member on hold: the queue shows the hold", async ({
  browser,
}) => {
  // A name of his own: the queue lists other tests' Sams too.
  const sam = await player(browser, "Sam Holden", [{ name: "Ava Thompson" }]);
  const mod = await demoModerator(browser);
  try {
    await topUp(sam.page.request, "hearts-25");
    await topUp(sam.page.request, "hearts-25");
    const members = (await (await sam.page.request.post("/api/seed", { data: {} })).json()) as {
      users: { id: string }[];
    };
    let made = 0;
    let refused = "";
    for (const member of members.users) {
      const explore = await sam.page.request.get(`/api/pairing/explore?member=${member.id}`);
      if (explore.status() !== 200) continue;
      const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
      const res = await sam.page.request.post("/api/pairing/self-suggestions", {
        data: { memberId: member.id, voucherFriendId: friends[0]!.id, reason: "Risotto." },
      });
      if (res.status() === 201) made++;
      if (res.status() === 403) {
        refused = await res.text();
        break;
      }
    }
    expect(made).toBe(16);
    expect(refused).toContain("Your account is on hold");

    await mod.page.goto("/moderation");
    const held = mod.page
      .getByRole("list", { name: "Open cases" })
      .getByRole("listitem")
      .filter({ hasText: "Sam Holden" });
    await expect(held).toContainText("On hold");
    await expect(held).toContainText("many new conversations or introductions in 24 hours");
    await fitsTheScreen(mod.page);
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await keepScreenshot(mod.page, "moderation-hold-375.png");
    await held.getByRole("link").click();
    await expect(mod.page.getByText("dismissing lifts the hold")).toBeVisible();
    await expect(mod.page.getByText("None yet: a tripwire opened this case.")).toBeVisible();
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await keepScreenshot(mod.page, "moderation-hold-case-375.png");
  } finally {
    await sam.close();
    await mod.close();
  }
});

test("a warned member appeals from Settings; a second moderator overturns it; the member reads the answer", async ({
  browser,
}) => {
  const rex = await player(browser, "Rex Appeal", []);
  const nora = await player(browser, "Nora Reporter", []);
  const first = await demoModerator(browser);
  const secondContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const seed = (await (await secondContext.request.post("/api/seed", { data: {} })).json()) as {
      users: { email: string }[];
      moderator: { email: string };
    };
    const other = seed.users.find((u) => u.email !== seed.moderator.email)!;
    await signInAs(secondContext.request, other.email);
    const second = await secondContext.newPage();

    const reported = await nora.page.request.post("/api/safety/reports", {
      data: {
        target: { kind: "member", memberId: rex.member.id },
        reason: "harassment",
        details: "Kept messaging after I said no.",
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const queue = (await (await first.page.request.get("/api/moderation/cases")).json()) as {
      cases: { id: string; member: { id: string } }[];
    };
    const caseId = queue.cases.find((c) => c.member.id === rex.member.id)!.id;
    const warned = await first.page.request.post(`/api/moderation/cases/${caseId}/actions`, {
      data: { action: "warn", reason: "harassment", note: "Pushy messages." },
    });
    expect(warned.status(), await warned.text()).toBe(200);

    // Rex's next visit: the warning says why, and where to appeal.
    await rex.page.goto("/home");
    const warning = rex.page.getByRole("alertdialog", { name: "A warning from our moderators" });
    await expect(warning).toContainText("Harassing or bullying another member.");
    await expect(warning).toContainText("appeal within 30 days");
    await warning.getByRole("button", { name: "I understand" }).click();
    // It closes once the acknowledgement is kept, and stays closed on the next screen.
    await expect(warning).toBeHidden();
    await rex.page.goto("/settings");
    await expect(rex.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(warning).toHaveCount(0);
    const decisions = rex.page.getByRole("list", { name: "Decisions about your account" });
    await expect(decisions).toContainText("You were warned.");
    await decisions.getByRole("button", { name: "Appeal" }).click();
    await decisions.getByLabel("Why was this decision wrong?").fill("I only asked once, kindly.");
    await decisions.getByRole("button", { name: "Send appeal" }).click();
    await expect(toast(rex.page).filter({ hasText: "Appeal sent" })).toBeVisible();
    await expect(decisions).toContainText("Your appeal is waiting for a different moderator.");
    await fitsTheScreen(rex.page);
    expect(await seriousA11yViolations(rex.page)).toEqual([]);
    await keepScreenshot(rex.page, "moderation-appeal-375.png", { fullPage: true });

    // That the moderator who warned can't answer it is tested with the screen
    // (tests/screens/moderation.screen.test.tsx).
    // A second moderator overturns it, on a wide screen.
    await second.goto("/moderation");
    const item = second.getByRole("article", { name: "Appeal by Rex Appeal" });
    await expect(item).toContainText("I only asked once, kindly.");
    await item.getByLabel("Answer to the member").fill("On a second look, one polite question.");
    await fitsTheScreen(second);
    expect(await seriousA11yViolations(second)).toEqual([]);
    await keepScreenshot(second, "moderation-appeal-1280.png", { fullPage: true });
    await item.getByRole("button", { name: "Overturn" }).click();
    await expect(toast(second).filter({ hasText: "Decision overturned" })).toBeVisible();
    await expect(item).toHaveCount(0);

    // Rex reads the answer, live.
    await expect(decisions).toContainText("On a second look, one polite question.");
    await expect(decisions).toContainText("This answer is final.");
    await keepScreenshot(rex.page, "moderation-appeal-answered-375.png");
  } finally {
    await rex.close();
    await nora.close();
    await first.close();
    await secondContext.close();
  }
});

test("a doubtful photo waits for a check, seen by its owner alone; the queue lists only it; approved, it shows to her match", async ({
  browser,
}) => {
  const { nora, sam } = await matchedPair(browser);
  const mod = await demoModerator(browser);
  try {
    await nora.page.setViewportSize({ width: 375, height: 740 });
    await nora.page.goto("/profile");
    const add = async (name: string, buffer: Buffer) => {
      await nora.page
        .getByLabel("Add photo")
        .setInputFiles({ name, mimeType: "image/jpeg", buffer });
      const frame = nora.page.getByRole("dialog", { name: "Frame your photo" });
      await frame.getByRole("button", { name: "Use photo" }).click();
      // The server's first photo may wait for the nudity model to finish loading (seconds, more
      // on a machine busy with other runs).
      await expect(frame).toBeHidden({ timeout: 60_000 });
    };
    // An ordinary one first: shown at once, no label.
    await add(
      "ordinary.jpg",
      await sharp({
        create: { width: 800, height: 1000, channels: 3, background: { r: 60, g: 120, b: 170 } },
      })
        .jpeg()
        .toBuffer(),
    );
    await expect(nora.page.getByRole("img", { name: "Your main photo" })).toBeVisible();
    await expect(nora.page.getByText(PHOTO_WAITING_TEXT)).toHaveCount(0);
    // A close-up of skin the model half-takes for nudity: kept, labelled for her.
    await add("close-up.jpg", await doubtfulPortraitJpeg());
    await expect(toast(nora.page).filter({ hasText: PHOTO_WAITING_TEXT })).toBeVisible();
    await expect(nora.page.getByRole("img", { name: "Your photo 2" })).toBeVisible();
    await expect(
      nora.page.getByRole("listitem").filter({ hasText: PHOTO_WAITING_TEXT }),
    ).toHaveCount(1);
    await fitsTheScreen(nora.page);
    await keepScreenshot(nora.page, "photo-waiting-375.png");
    await nora.page.setViewportSize({ width: 320, height: 700 });
    await expect(nora.page.getByText(PHOTO_WAITING_TEXT).first()).toBeVisible();
    await fitsTheScreen(nora.page);
    await keepScreenshot(nora.page, "photo-waiting-320.png");
    const [, held] = (
      (await (await nora.page.request.get("/api/profile/photos")).json()) as {
        photos: { id: string; waiting: boolean }[];
      }
    ).photos;
    expect(held!.waiting).toBe(true);
    // Her match doesn't get it.
    expect((await sam.page.request.get(`/api/photos/${held!.id}/small`)).status()).toBe(404);

    // The queue, on the narrowest phone: only the held photo, blurred until revealed.
    await mod.page.setViewportSize({ width: 320, height: 700 });
    await mod.page.goto("/moderation");
    const section = mod.page.getByRole("region", { name: "Photos to check" });
    await expect(section.getByRole("listitem")).toHaveCount(1);
    const item = section.getByRole("listitem").filter({ hasText: "Nora Quinn" });
    await expect(item).toContainText(/nudity score 0\.\d\d/);
    await item.getByRole("button", { name: "Reveal Nora Quinn's photo" }).click();
    await expect(
      item.getByRole("img", { name: "Nora Quinn's photo waiting for a check" }),
    ).toBeVisible();
    await fitsTheScreen(mod.page);
    expect(await seriousA11yViolations(mod.page)).toEqual([]);
    await keepScreenshot(mod.page, "photos-to-check-320.png");
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(toast(mod.page).filter({ hasText: "Photo approved" })).toBeVisible();
    await expect(section.getByText("No photos are waiting for a check.")).toBeVisible();

    // Shown now: to her match, and no longer labelled for her.
    expect((await sam.page.request.get(`/api/photos/${held!.id}/small`)).status()).toBe(200);
    await nora.page.reload();
    await expect(nora.page.getByRole("img", { name: "Your photo 2" })).toBeVisible();
    await expect(nora.page.getByText(PHOTO_WAITING_TEXT)).toHaveCount(0);
  } finally {
    await nora.close();
    await sam.close();
    await mod.close();
  }
});
