import type { Page } from "@playwright/test";
import { friendCard } from "./circle-helpers";
import {
  allowConsoleErrors,
  dropLiveStreams,
  expect,
  holdLiveStreams,
  markNotReloaded,
  notReloaded,
  test,
  keepScreenshot,
} from "./fixtures";
import { matchedPair, player, send } from "./pairing-helpers";

// The browser tests' server pings idle live streams every 2 s (LIVE_HEARTBEAT_MS).
const HEARTBEAT_MS = 2_000;

/** Resolves once the page's live stream has said it is ready. */
async function liveReady(page: Page) {
  await page.waitForFunction(() => (window as unknown as { liveReady?: boolean }).liveReady);
}

test("after a reload, messages keep arriving live once the old stream's heartbeat has passed", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await holdLiveStreams(nora.page);
    await send(sam, matchId, "Before the reload");
    await nora.page.goto(`/matching?tab=history&chat=${matchId}`);
    const thread = nora.page.getByRole("dialog").getByRole("log");
    await expect(thread.getByText("Before the reload")).toBeVisible();

    // Reload at once, so the new stream opens while the old one still waits for its heartbeat.
    await liveReady(nora.page);
    await nora.page.reload();
    await expect(thread.getByText("Before the reload")).toBeVisible();
    await liveReady(nora.page);
    await markNotReloaded(nora.page);
    // By now the old stream's wait has ended; it must not take the new stream down with it.
    await nora.page.waitForTimeout(HEARTBEAT_MS * 1.5);

    await send(sam, matchId, "After the reload");
    await expect(thread.getByText("After the reload")).toBeVisible();
    await nora.page.keyboard.press("Escape");
    // A message that arrives while the conversation is still on screen is read at once.
    await expect(nora.page.getByRole("dialog")).toBeHidden();
    await send(sam, matchId, "And one more");
    await expect(
      nora.page.getByRole("button", { name: /^Open conversation with Sam Rivers/ }),
    ).toHaveAccessibleName(/Sam Rivers, 1 unread/);
    expect(await notReloaded(nora.page)).toBe(true);
  } finally {
    await nora.close();
    await sam.close();
  }
});

test("two tabs of the same member both receive, also after one of them closes", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    const other = await nora.page.context().newPage();
    for (const tab of [nora.page, other]) {
      await tab.goto(`/matching?tab=history&chat=${matchId}`);
      await expect(tab.getByRole("dialog").getByRole("log")).toBeVisible();
      await markNotReloaded(tab);
    }
    await send(sam, matchId, "Hello, both tabs");
    for (const tab of [nora.page, other]) {
      await expect(tab.getByRole("dialog").getByText("Hello, both tabs")).toBeVisible();
    }

    await other.close();
    await nora.page.waitForTimeout(HEARTBEAT_MS * 1.5);
    await send(sam, matchId, "Still here?");
    await expect(nora.page.getByRole("dialog").getByText("Still here?")).toBeVisible();
    expect(await notReloaded(nora.page)).toBe(true);
  } finally {
    await nora.close();
    await sam.close();
  }
});

test("an invitation arrives live, and the inviter's circle shows the Member as soon as it is confirmed", async ({
  browser,
}) => {
  const robin = await player(browser, "Robin Vale", [{ name: "Jordan Ellis" }]);
  const lina = await player(browser, "Lina Okafor", [{ name: "Maya Chen" }]);
  try {
    const { profile } = (await (await lina.page.request.get("/api/profile")).json()) as {
      profile: { username: string };
    };
    await lina.page.goto("/circle");
    await expect(friendCard(lina.page, "Maya Chen")).toBeVisible();
    await markNotReloaded(lina.page);
    await robin.page.goto("/circle");
    await expect(friendCard(robin.page, "Jordan Ellis")).toBeVisible();
    await markNotReloaded(robin.page);

    // Robin invites Lina from his /circle; her open /circle asks her at once.
    await robin.page.getByRole("button", { name: /Add Friend/ }).click();
    const dialog = robin.page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: true }).fill("Lina Okafor");
    await dialog.getByLabel("Gender/pronouns").fill("she/her");
    await dialog.getByRole("combobox", { name: "Sexuality" }).click();
    await robin.page.getByRole("option", { name: "Straight" }).click();
    await dialog.getByLabel(/Their Vouch username/).fill(profile.username);
    await dialog.getByRole("button", { name: "Add to Circle" }).click();
    await expect(dialog).toHaveCount(0);
    const invitation = lina.page.getByRole("region", { name: "Are you their friend?" });
    await expect(invitation).toContainText("Robin Vale");
    const linaCard = friendCard(robin.page, "Lina Okafor");
    await expect(linaCard).toContainText("Member invited");

    await invitation.getByRole("button", { name: "Confirm you are Robin Vale's friend" }).click();
    await expect(invitation).toHaveCount(0);
    // Robin's open /circle shows her as a Member without a reload.
    await expect(linaCard).not.toContainText("Member invited");
    await expect(linaCard).toContainText("Member");
    await keepScreenshot(robin.page, "live-circle-member.png");
    expect(await notReloaded(robin.page)).toBe(true);
    expect(await notReloaded(lina.page)).toBe(true);
  } finally {
    await robin.close();
    await lina.close();
  }
});

/** The page's requests to the given paths: how many were made, and how many were cancelled. */
function countRequests(page: Page, paths: string[]) {
  const counts = Object.fromEntries(paths.map((p) => [p, { made: 0, aborted: 0 }]));
  const pathOf = (url: string) => new URL(url).pathname;
  page.on("request", (request) => {
    const c = counts[pathOf(request.url())];
    if (c) c.made++;
  });
  page.on("requestfailed", (request) => {
    const c = counts[pathOf(request.url())];
    if (c && /ABORTED/.test(request.failure()?.errorText ?? "")) c.aborted++;
  });
  return counts;
}

test("a message makes each open screen fetch home and the conversations once or twice, never cancelling", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    const watched = ["/api/home", "/api/chat/conversations"];
    const pages = [nora.page, sam.page];
    for (const page of pages) {
      await holdLiveStreams(page);
      await page.goto(`/matching?tab=history&chat=${matchId}`);
      await expect(
        page.getByRole("dialog").getByRole("textbox", { name: "Message" }),
      ).toBeVisible();
      await liveReady(page);
    }
    // Let the first screen's fetches settle before counting.
    await nora.page.waitForTimeout(1000);
    const counts = pages.map((page) => countRequests(page, watched));

    const messages = 3;
    for (let i = 0; i < messages; i++) {
      const [from, to] = i % 2 === 0 ? [sam.page, nora.page] : [nora.page, sam.page];
      const text = `Message number ${i + 1}`;
      const composer = from.getByRole("dialog").getByRole("textbox", { name: "Message" });
      await composer.fill(text);
      await composer.press("Enter");
      await expect(to.getByRole("dialog").getByRole("log").getByText(text)).toBeVisible();
      // What each message sets off (the send, its echo, the read and its echo) has settled.
      await to.waitForTimeout(1500);
    }
    for (const [i, count] of counts.entries()) {
      for (const path of watched) {
        const { made, aborted } = count[path]!;
        expect(aborted, `${["Nora", "Sam"][i]}: ${path} cancelled`).toBe(0);
        // Once or twice a message, and once more for the heart the first message earns.
        expect(made, `${["Nora", "Sam"][i]}: ${path} per message`).toBeLessThanOrEqual(
          2 * messages + 1,
        );
      }
    }
  } finally {
    await nora.close();
    await sam.close();
  }
});

test("the screen says when the live connection is lost, and when it is back", async ({
  page,
  member: _member,
}) => {
  allowConsoleErrors(page, /api\/live/); // the reconnections refused on purpose
  await holdLiveStreams(page);
  await page.goto("/events");
  await liveReady(page);
  const notice = page.getByRole("status").filter({ hasText: /Connection lost|Back online/ });
  await expect(notice).toHaveCount(0);

  // The network goes: the stream drops and reconnecting fails for now.
  await page.route("**/api/live", (route) => route.abort());
  await dropLiveStreams(page);
  await expect(
    page.getByRole("status").filter({ hasText: "Connection lost: reconnecting…" }),
  ).toBeVisible();
  await keepScreenshot(page, "connection-lost.png");

  await page.unroute("**/api/live");
  await expect(
    page.getByRole("status").filter({ hasText: "Back online: you're up to date" }),
  ).toBeVisible({ timeout: 40_000 });
  await expect(notice).toHaveCount(0, { timeout: 10_000 });
});
