import type { Door, HostEventList, Seating } from "#shared/schemas/hosting";
import type { SeedResult } from "#shared/schemas/seed";
import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { addMemberFriend, DEMO_PASSWORD, player, topUp } from "./pairing-helpers";

test.describe.configure({ timeout: 180_000 });

test("a host seats the drop-in at tables, moves a guest and publishes; a guest checks in and sees their table and its icebreaker", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const seeded = (await (
    await context.request.post("/api/seed", { data: {} })
  ).json()) as SeedResult;
  // The first demo member holds every staff role, host among them; the drop-in under way is theirs.
  await context.request.post("/api/account/sign-in", {
    data: { email: seeded.moderator!.email, password: DEMO_PASSWORD },
  });
  const events = (await (await context.request.get("/api/host/events")).json()) as HostEventList;
  const dropIn = events.events.find((e) => e.kind === "drop-in" && e.mine)!;
  const door = (await (
    await context.request.get(`/api/host/events/${dropIn.id}/door`)
  ).json()) as Door;
  // A member who walks in: RSVPed now, checked in after the plan is published. One of the test's
  // own making: the demo members' places at the drop-in change as other tests run.
  const guest = await player(browser, "Wren Walkin", []);
  const guestContext = guest.page.context();
  const walkIn = guest.member;
  // Her friend answered a prompt about her, which she approved: her table's icebreaker never waits
  // on who else sits there, as other tests' walk-ins without friends' words may fill it.
  const friend = await player(browser, "Wes Walkin", []);
  const entry = await addMemberFriend(guestContext.request, friend.page.request, "Wes Walkin");
  const asked = await guestContext.request.post(`/api/endorsements/friends/${entry}/prompt`, {
    data: { prompt: "lucky-date" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id: askedId } = (await asked.json()) as { id: string };
  const answered = await friend.page.request.patch(`/api/endorsements/${askedId}`, {
    data: { text: "She remembers every story you tell her." },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const approved = await guestContext.request.post(`/api/endorsements/${askedId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await friend.close();
  await topUp(guestContext.request);
  // Other tests' walk-ins fill the drop-in as they run: its host adds seats for this one.
  const { title, description, venue, venueAddress, venueVerified, neighborhood } = dropIn;
  const { startsAt, endsAt, depositRequired, kind, counts } = dropIn;
  const capacity = Math.max(dropIn.capacity, counts.going + counts.waiting + 10);
  const roomier = await context.request.put(`/api/host/events/${dropIn.id}`, {
    data: {
      title,
      description,
      venue,
      venueAddress,
      venueVerified,
      neighborhood,
      startsAt,
      endsAt,
      capacity,
      depositRequired,
      kind,
    },
  });
  expect(roomier.status(), await roomier.text()).toBe(200);
  const rsvp = await guestContext.request.post(`/api/events/${dropIn.id}/rsvp`);
  expect(rsvp.status(), await rsvp.text()).toBe(200);

  const page = await context.newPage();
  await page.goto(`/host?event=${dropIn.id}&tab=tables`);
  await expect(page.getByRole("tab", { name: "Tables", selected: true })).toBeVisible();
  await expect(page.getByLabel("Seats per table")).toHaveValue("6");
  await page.getByLabel("Seats per table").fill("4");
  await page.getByRole("button", { name: "Seat at tables" }).click();
  await expect(toast(page).filter({ hasText: "Tables saved" })).toBeVisible();
  await expect(page.getByText("No seating yet: propose one.")).toBeVisible();

  await page.getByRole("button", { name: "Propose seating" }).click();
  await expect(toast(page).filter({ hasText: "Seating proposed" })).toBeVisible();
  const tables = page.getByRole("list", { name: "Tables" });
  await expect(tables.getByRole("heading", { name: "Table 1" })).toBeVisible();
  await expect(page.getByText("Not published yet")).toBeVisible();
  const plan = (await (
    await context.request.get(`/api/host/events/${dropIn.id}/seating`)
  ).json()) as Seating;
  const count = plan.tables.length;
  expect(plan.tables.flatMap((t) => t.guests).map((g) => g.name)).toContain(walkIn.name);
  for (const table of plan.tables) expect(table.guests.length).toBeLessThanOrEqual(4);

  // Moves one guest (not the walk-in) to a new table, with the keyboard-friendly select: one whose
  // name no other guest shares, as other tests' members with the same names go to the drop-in too.
  // Not one of the walk-in's tablemates either: their table's icebreaker is about one of those.
  const guests = plan.tables.flatMap((t) => t.guests);
  const walkInsTable = plan.tables.find((t) => t.guests.some((g) => g.id === walkIn.id))!;
  const moved = guests.find(
    (g) =>
      !walkInsTable.guests.some((mate) => mate.id === g.id) &&
      guests.filter((other) => other.name === g.name).length === 1,
  )!;
  await page.getByRole("combobox", { name: `Table for ${moved.name}` }).click();
  await page.getByRole("option", { name: `A new table (${count + 1})` }).click();
  await expect(toast(page).filter({ hasText: `${moved.name}: table ${count + 1}.` })).toBeVisible();
  const newTable = tables.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `Table ${count + 1}` }),
  });
  await expect(newTable.getByText(moved.name)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "seating-host-320.png", { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByRole("button", { name: "Publish seating" }).click();
  await expect(toast(page).filter({ hasText: "Seating published" })).toBeVisible();
  await expect(page.getByText(/^Published /)).toBeVisible();
  await fitsTheScreen(page, 375);
  await keepScreenshot(page, "seating-host-375.png", { fullPage: true });

  // The walk-in's table, as the host's plan has it now.
  const now = (await (
    await context.request.get(`/api/host/events/${dropIn.id}/seating`)
  ).json()) as Seating;
  const theirs = now.tables.find((t) => t.guests.some((g) => g.id === walkIn.id))!;
  expect(theirs.guests.length).toBeGreaterThan(1);

  const member = guest.page;
  await member.goto(new URL(door.checkInUrl).pathname + new URL(door.checkInUrl).search);
  const dialog = member.getByRole("dialog");
  await expect(dialog.getByLabel("Check-in code")).toHaveValue(door.checkInCode);
  // Not before check-in: no table, no card.
  await expect(dialog.getByText(/^Table \d+$/)).toHaveCount(0);
  await expect(dialog.getByText("Icebreaker")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(
    toast(member).filter({ hasText: `You're checked in! Table ${theirs.number}` }),
  ).toBeVisible();
  const yours = dialog.getByRole("region", { name: "Your table" });
  await expect(yours.getByText(`Table ${theirs.number}`, { exact: true })).toBeVisible();
  await expect(yours.getByText("Icebreaker")).toBeVisible();
  await expect(yours.getByText(/— \S+, a friend/)).toBeVisible();
  expect(await seriousA11yViolations(member)).toEqual([]);
  await fitsTheScreen(member, 375);
  await keepScreenshot(member, "seating-member-375.png");
  await fitsTheScreen(member, 320);
  await keepScreenshot(member, "seating-member-320.png");
  await guest.close();
  await context.close();
});

test("a host can't propose a seating before turning tables on, and a size out of range is said", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const seeded = (await (
    await context.request.post("/api/seed", { data: {} })
  ).json()) as SeedResult;
  await context.request.post("/api/account/sign-in", {
    data: { email: seeded.moderator!.email, password: DEMO_PASSWORD },
  });
  const events = (await (await context.request.get("/api/host/events")).json()) as HostEventList;
  // One not at tables yet: the demo world seats one of its Fridays.
  let friday: HostEventList["events"][number] | undefined;
  for (const e of events.events) {
    if (e.kind !== "friday" || !e.mine || e.started || e.status !== "published") continue;
    const plan = (await (
      await context.request.get(`/api/host/events/${e.id}/seating`)
    ).json()) as Seating;
    if (plan.tableSize === null) {
      friday = e;
      break;
    }
  }
  if (!friday) throw new Error("No Friday of the demo host's without tables");
  const page = await context.newPage();
  allowConsoleErrors(page, /status of 400 .*\/seating\/size/); // the size out of range
  await page.goto(`/host?event=${friday.id}&tab=tables`);
  await expect(page.getByRole("button", { name: "Propose seating" })).toHaveCount(0);
  await page.getByLabel("Seats per table").fill("30");
  await page.getByRole("button", { name: "Seat at tables" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Tables" }).getByText("A table seats 2 to 20"),
  ).toBeVisible();
  await expect(toast(page).filter({ hasText: "Not saved" })).toBeVisible();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "seating-size-error-320.png");
  await context.close();
});
