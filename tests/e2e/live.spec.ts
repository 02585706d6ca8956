import type { Page } from "@playwright/test";
import { friendCard } from "./circle-helpers";
import { expect, markNotReloaded, notReloaded, test } from "./fixtures";
import { matchedPair, player, send } from "./pairing-helpers";

// The browser tests' server pings idle live streams every 2 s (LIVE_HEARTBEAT_MS).
const HEARTBEAT_MS = 2_000;

/** Resolves once the page's live stream has said it is ready. */
async function liveReady(page: Page) {
  await page.waitForFunction(() => (window as unknown as { liveReady?: boolean }).liveReady);
}

/** Notes on the window when a live stream delivers its first event ("ready"). */
async function watchLiveStreams(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("message", () => {
          (window as unknown as { liveReady: boolean }).liveReady = true;
        });
      }
    };
  });
}

test("after a reload, messages keep arriving live once the old stream's heartbeat has passed", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await watchLiveStreams(nora.page);
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
    await robin.page.screenshot({ path: "/tmp/live-circle-member.png" });
    expect(await notReloaded(robin.page)).toBe(true);
    expect(await notReloaded(lina.page)).toBe(true);
  } finally {
    await robin.close();
    await lina.close();
  }
});
