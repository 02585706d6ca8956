import { CLUB_CATALOG } from "../../src/server/features/clubs/catalog";
import type { CircleResponse } from "#shared/schemas/circle";
import type { EventList } from "#shared/schemas/events";
import type { SeedResult } from "#shared/schemas/seed";
import { createCircle } from "./circle-helpers";
import {
  createMember,
  expect,
  fitsTheScreen,
  holdTheAppsCode,
  seriousA11yViolations,
  test,
  firstName,
  keepScreenshot,
} from "./fixtures";
import { signInAs } from "./pairing-helpers";

test("home: welcome, the three header popovers and their links", async ({ page, member }) => {
  await page.goto("/home");
  // Just signed up: welcomed, not welcomed back.
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Club certifications: 0" }).click();
  const certifications = page.getByRole("dialog", { name: "Club certifications" });
  await expect(certifications.getByText("No certifications yet")).toBeVisible();
  await certifications.getByRole("link", { name: "View All Clubs" }).click();
  await expect(page).toHaveURL(/\/clubs$/);

  await page.goto("/home");
  await page.getByRole("button", { name: "Hearts wallet: 0" }).click();
  const wallet = page.getByRole("dialog", { name: "Hearts wallet" });
  await expect(wallet.getByText("Earn by making successful matches")).toBeVisible();
  await expect(wallet.getByText("Spend to unlock profiles")).toBeVisible();
  await wallet.getByRole("link", { name: "View Transaction History" }).click();
  await expect(page).toHaveURL(/\/hearts$/);

  await page.goto("/home");
  await page.getByRole("button", { name: "Your profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your profile" });
  await expect(profile.getByRole("heading", { name: member.name })).toBeVisible();
  await expect(profile.getByText("Chelsea")).toBeVisible();
  await expect(profile.getByText("hearts", { exact: true })).toBeVisible();
  await expect(profile.getByText("certifications", { exact: true })).toBeVisible();
  for (const [name, url] of [
    ["Edit Profile", /\/profile$/],
    ["My Circle", /\/circle$/],
    ["Settings", /\/settings$/],
  ] as const) {
    await expect(profile.getByRole("link", { name })).toBeVisible();
    await profile.getByRole("link", { name }).click();
    await expect(page).toHaveURL(url);
    await page.goto("/home");
    await page.getByRole("button", { name: "Your profile" }).click();
  }
  await profile.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("home: the social queue's four cards, and onboarding offered until a circle exists", async ({
  page,
  member,
}) => {
  await page.goto("/home");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  await expect(page.getByText("Curated by friends, not code")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Start your circle" })).toBeVisible();
  await page.getByRole("link", { name: "Invite your friends" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.goto("/home");
  await expect(page.getByText("0 new suggestions")).toBeVisible();
  await expect(page.getByText("0 unread messages")).toBeVisible();
  // Events are shared by everyone, and another test may seed some at any moment.
  await expect(
    page.getByText("No upcoming events yet").or(page.getByText("Next up")),
  ).toBeVisible();
  for (const [name, href] of [
    ["Your Circle", "/circle"],
    ["Match for You", "/matching"],
    ["Make a Match", "/pairing"],
    ["Friday Night Events", "/events"],
  ] as const) {
    // The events card opens the next event when there is one.
    await expect(page.getByRole("main").getByRole("link", { name })).toHaveAttribute(
      "href",
      new RegExp(`^${href}(\\?event=[\\w-]+)?$`),
    );
  }
  await page.getByRole("main").getByRole("link", { name: "Make a Match" }).click();
  await expect(page).toHaveURL(/\/pairing$/);

  const created = await page.request.post("/api/circle", {
    data: {
      friends: [
        { name: "Maya Chen", gender: "she/her", sexuality: "queer" },
        { name: "Sam Okafor", gender: "he/him", sexuality: "straight" },
        { name: "Lena Weiss", gender: "she/her", sexuality: "queer", consent: false },
      ],
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/home");
  // Lena doesn't want to be suggested: in the circle, not vouching.
  await expect(page.getByText("2 of 5 friends vouching for you")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Start your circle" })).toHaveCount(0);
});

test("home: pending 'Are you their friend?' invitations show, and lead to the circle to answer", async ({
  page,
  member,
  browser,
}) => {
  const { profile } = (await (await page.request.get("/api/profile")).json()) as {
    profile: { username: string };
  };
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Are you their friend?" })).toHaveCount(0);

  // Two members list this one in their circles by username.
  for (const name of ["Maya Chen", "Sam Okafor"]) {
    const context = await browser.newContext();
    try {
      await createMember(context.request, { name });
      await createCircle(context.request, [{ name: member.name, username: profile.username }]);
    } finally {
      await context.close();
    }
  }

  await page.goto("/home");
  const card = page.getByRole("region", { name: "Are you their friend?" });
  await expect(card).toContainText("Maya Chen and Sam Okafor added you to their circle");
  expect(await seriousA11yViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await keepScreenshot(page, "home-invitations-375.png");
  await card.getByRole("link", { name: "Review the invitations" }).click();
  await expect(page).toHaveURL(/\/circle$/);
  await expect(page.getByRole("region", { name: "Are you their friend?" })).toContainText(
    "Maya Chen",
  );
});

test("home footer: tagline, Safety & Community, and the Privacy and Terms texts", async ({
  page,
  member,
}) => {
  await page.goto("/home");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
  ).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Love introduced by people, not code")).toBeVisible();

  await footer.getByRole("button", { name: "Privacy" }).click();
  const privacy = page.getByRole("dialog", { name: "Privacy" });
  await expect(privacy.getByText(/Your email stays private/)).toBeVisible();
  await privacy.getByRole("button", { name: "Got it" }).click();
  await expect(privacy).toBeHidden();

  await footer.getByRole("button", { name: "Terms" }).click();
  const terms = page.getByRole("dialog", { name: "Terms" });
  await expect(terms.getByText(/18 or older/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();

  await footer.getByRole("link", { name: "Safety & Community" }).click();
  await expect(page).toHaveURL(/\/safety$/);
});

test("home: its code is asked for side by side, in a few files", async ({
  page,
  member: _member,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        asked: entry.startTime,
        arrived: entry.responseEnd,
      })),
  );
  // The page's own chunk is asked for once, beside the app's entry: not after the entry has
  // arrived and run (the router's import, a round trip later).
  const homePage = scripts.filter(({ path }) => path.startsWith("/assets/home-page-"));
  expect(homePage).toHaveLength(1);
  const entry = scripts.find(({ path }) => path.startsWith("/assets/index-"))!;
  expect(homePage[0]!.asked).toBeLessThan(entry.arrived);
  // Each request is a round trip on a phone: the screen's code comes in a handful of files,
  // not the fifty it took before the build grouped small shared modules.
  expect(scripts.length).toBeLessThanOrEqual(20);
});

test("home: a member's home arrives drawn, before the app's code, and the app takes it over", async ({
  page,
  member: _member,
}) => {
  // What a slow phone does: the page is there long before the app's code.
  const release = await holdTheAppsCode(page);
  await page.goto("/home", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
  await fitsTheScreen(page);
  // A tap before the app is there opens nothing yet (no half-working popover, no page load); the
  // app answers it once it has adopted the page, and answers the next tap itself.
  const certifications = page.getByRole("button", { name: /Club certifications/ });
  const popover = page.getByRole("dialog", { name: "Club certifications" });
  await certifications.click();
  await expect(popover).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-drawn");
  await expect(popover).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);
  await certifications.click();
  await expect(popover).toBeVisible();
});

test("home has no serious accessibility violations, popover open or not", async ({
  page,
  member,
}) => {
  await page.goto("/home");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Your profile" }).click();
  await expect(page.getByRole("dialog", { name: "Your profile" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("home as a demo member: certifications, hearts, Match for You's counts, the next event, the circle", async ({
  page,
}) => {
  const seeded = await page.request.post("/api/seed", { data: {} });
  expect(seeded.status()).toBe(200);
  const { users, events } = (await seeded.json()) as SeedResult;
  // A demo member no other browser test signs in as, and who only looks here.
  const marcus = users.find((u) => u.name === "Marcus Bell")!;
  await signInAs(page.request, marcus.email);

  // What Match for You and the account summary show, to compare home with.
  await page.goto("/matching");
  const suggested = page.getByRole("list", { name: "Suggestions from your friends" });
  const candidates = suggested.locator(":scope > li");
  await expect(candidates.first()).toBeVisible();
  const suggestions = await candidates.count();
  await expect(
    page.getByRole("tab", {
      name: `Match For You ${suggestions} ${suggestions === 1 ? "person" : "people"} suggested`,
    }),
  ).toBeVisible();
  const unreadTab = await page.getByRole("tab", { name: /^Text History/ }).textContent();
  const unread = Number(unreadTab?.match(/(\d+) unread messages?/)?.[1] ?? 0);
  expect(suggestions).toBeGreaterThan(0);
  expect(unread).toBeGreaterThan(0);

  await page.goto("/settings");
  const summary = (label: string) =>
    page.getByRole("term").filter({ hasText: label }).locator("xpath=..").getByRole("definition");
  await expect(summary("Certifications")).toHaveText(/^\d+$/);
  const certifications = Number(await summary("Certifications").textContent());
  expect(certifications).toBeGreaterThan(0);
  const hearts = await summary("Hearts").textContent();

  await page.goto("/home");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome back, ${firstName(marcus.name)}` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  await expect(page.getByText("Curated by friends, not code")).toBeVisible();

  await expect(page.getByRole("button", { name: `Hearts wallet: ${hearts}` })).toBeVisible();

  // The certifications popover: the badge count and the club names.
  await page.getByRole("button", { name: `Club certifications: ${certifications}` }).click();
  const clubs = page.getByRole("dialog", { name: "Club certifications" });
  await expect(clubs.getByRole("listitem")).toHaveCount(certifications);
  const clubNames = CLUB_CATALOG.map((club) => club.name);
  for (const name of await clubs.getByRole("listitem").allTextContents())
    expect(clubNames).toContain(name);
  await expect(clubs.getByText("No certifications yet")).toHaveCount(0);
  await expect(clubs.getByRole("link", { name: "View All Clubs" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(clubs).toBeHidden();

  // Match for You: the same numbers as /matching.
  const card = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  const matchForYou = card("Match for You");
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  await expect(matchForYou.getByText(plural(suggestions, "new suggestion"))).toBeVisible();
  await expect(matchForYou.getByText(plural(unread, "unread message"))).toBeVisible();

  // Next up: the member's own next event, else the first upcoming one of the demo events.
  const listed = ((await (await page.request.get("/api/events")).json()) as EventList).events;
  const mine = listed.find((e) => e.status === "going" && Date.parse(e.startsAt) > Date.now());
  const next =
    mine ??
    events
      .filter((e) => Date.parse(e.startsAt) > Date.now())
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]!;
  const eventsCard = card("Friday Night Events");
  await expect(eventsCard.getByText("Next up")).toBeVisible();
  await expect(eventsCard.getByText("Going", { exact: true })).toHaveCount(mine ? 1 : 0);
  await expect(eventsCard.getByText(next.title, { exact: true })).toBeVisible();
  await expect(eventsCard.getByText(next.venue)).toBeVisible();
  await expect(eventsCard.locator("time")).toHaveAttribute(
    "datetime",
    new Date(next.startsAt).toISOString(),
  );
  await expect(page.getByText("No upcoming events yet")).toHaveCount(0);
  const nextId = listed.find((e) => e.title === next.title)!.id;
  await expect(eventsCard.getByRole("link", { name: "Friday Night Events" })).toHaveAttribute(
    "href",
    `/events?event=${nextId}`,
  );

  // The circle card: five sample portraits, and the member's own circle size.
  // The member's own friends (a portrait or their initials), then an open place for each left.
  const circle = card("Your Circle");
  const { friends } = (await (await page.request.get("/api/circle")).json()) as CircleResponse;
  const faces = circle.getByRole("list", { name: "Friends in your circle" }).getByRole("listitem");
  await expect(faces).toHaveCount(5);
  await expect(faces.filter({ hasText: "An open place" })).toHaveCount(5 - friends.length);
  for (const img of await circle.locator("img").all())
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
  // Only the friends who consent to be suggested vouch.
  const vouching = friends.filter((f) => f.consent).length;
  await expect(circle.getByText(`${vouching} of 5 friends vouching for you`)).toBeVisible();
});
