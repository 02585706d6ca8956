import type { Page } from "@playwright/test";
import type { EventList, EventSummary } from "#shared/schemas/events";
import { eventPath } from "#shared/app-paths";
import {
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { addMemberFriend, player, topUp } from "./pairing-helpers";

/** The event's dialog fits a 375 px and a 320 px phone, and axe finds nothing serious in it. */
async function checkDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  for (const width of [375, 320]) {
    await fitsTheScreen(page, width);
    expect(await seriousA11yViolations(page, dialog)).toEqual([]);
    await keepScreenshot(page, `pair-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

const roomiest = (events: EventSummary[]) =>
  events
    .filter((e) => !e.cancelled && e.seatsLeft >= 2)
    .sort((a, b) => b.seatsLeft - a.seatsLeft)[0]!;

test("a member RSVPs naming a linked friend; the friend confirms from the notification; both see the pair", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = await player(browser, "Ana Pairwell", []);
  const bea = await player(browser, "Bea Pairwell", []);
  try {
    expect((await ana.page.request.post("/api/seed", { data: {} })).status()).toBe(200);
    await addMemberFriend(ana.page.request, bea.page.request, "Bea Pairwell");
    await topUp(ana.page.request, "hearts-25");
    await topUp(bea.page.request, "hearts-25");
    const { events } = (await (await ana.page.request.get("/api/events")).json()) as EventList;
    // The demo world's events are shared with tests running at once: the one with the most
    // free seats keeps two for this pair.
    const event = roomiest(
      events.filter((e: EventSummary) => e.phase === "upcoming" && e.depositRequired > 0),
    );
    expect(event).toBeDefined();

    // Ana: "Come with a friend" lists her linked friend; the RSVP holds a seat for Bea too.
    await ana.page.goto(eventPath(event.id));
    const dialog = ana.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: event.title })).toBeVisible();
    await dialog.getByRole("combobox", { name: /Come with a friend/ }).click();
    await ana.page.getByRole("option", { name: "Bea Pairwell" }).click();
    await expect(dialog.getByText(/Bea Pairwell gets 48 hours to confirm/)).toBeVisible();
    await checkDialog(ana.page, "choose");
    await dialog.getByRole("button", { name: /^RSVP/ }).click();
    await expect(toast(ana.page).filter({ hasText: "RSVP confirmed!" })).toBeVisible();
    await expect(dialog.getByTestId("pair-line")).toContainText(/Waiting for Bea to confirm/);
    await checkDialog(ana.page, "waiting");

    // Bea: the invitation in her notifications opens the event, where she confirms.
    await bea.page.goto("/home");
    await bea.page.getByRole("link", { name: /^Notifications/ }).click();
    await bea.page
      .getByRole("link", {
        name: `Ana asked you to come as a pair to ${event.title}: confirm or decline`,
      })
      .click();
    const invitation = bea.page.getByRole("group", { name: "Invitation to come as a pair" });
    await expect(invitation.getByText("Ana asked you to come as a pair.")).toBeVisible();
    await checkDialog(bea.page, "invited");
    await invitation.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(bea.page).filter({ hasText: "Coming as a pair with Ana" })).toBeVisible();
    const beaDialog = bea.page.getByRole("dialog");
    await expect(beaDialog.getByText("You're going.")).toBeVisible();
    await expect(beaDialog.getByTestId("pair-line")).toHaveText("Coming as a pair with Ana");
    await checkDialog(bea.page, "confirmed");

    // Ana hears it live: her dialog now says the pair is confirmed.
    await expect(dialog.getByTestId("pair-line")).toHaveText("Coming as a pair with Bea");
    await checkDialog(ana.page, "confirmed");
  } finally {
    await ana.close();
    await bea.close();
  }
});

test("declining frees the held seat and tells the member, who keeps their own", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = await player(browser, "Ana Solo", []);
  const bea = await player(browser, "Bea Solo", []);
  try {
    expect((await ana.page.request.post("/api/seed", { data: {} })).status()).toBe(200);
    await addMemberFriend(ana.page.request, bea.page.request, "Bea Solo");
    await topUp(ana.page.request, "hearts-25");
    const { events } = (await (await ana.page.request.get("/api/events")).json()) as EventList;
    const event = roomiest(events.filter((e) => e.phase === "upcoming"));
    const named = await ana.page.request.post(`/api/events/${event.id}/rsvp`, {
      data: { wingpersonId: bea.member.id },
    });
    expect(named.status(), await named.text()).toBe(200);

    await bea.page.goto(eventPath(event.id));
    const invitation = bea.page.getByRole("group", { name: "Invitation to come as a pair" });
    await invitation.getByRole("button", { name: "Decline" }).click();
    await expect(toast(bea.page).filter({ hasText: "Invitation declined" })).toBeVisible();
    await expect(invitation).toBeHidden();

    await ana.page.goto("/home");
    await ana.page.getByRole("link", { name: /^Notifications/ }).click();
    await expect(
      ana.page.getByRole("link", {
        name: `Bea can't come with you to ${event.title}: your own seat is kept`,
      }),
    ).toBeVisible();
  } finally {
    await ana.close();
    await bea.close();
  }
});
