import type { Page } from "@playwright/test";
import { expect, test, firstName } from "./fixtures";
import { DEMO_PASSWORD } from "./pairing-helpers";

const links = ["Home", "Matches", "Make a Match", "Events", "Circle"];
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

for (const width of [375, 320]) {
  test(`the bottom bar reaches every main screen at ${width} px`, async ({ page, member }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/home");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${firstName(member.name)}` }),
    ).toBeVisible();
    const bar = mainNav(page);
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(700, 0);
    for (const name of links) {
      await expect(bar.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    for (const [name, path] of [
      ["Matches", "/matching"],
      ["Make a Match", "/pairing"],
      ["Events", "/events"],
      ["Circle", "/circle"],
      ["Home", "/home"],
    ] as const) {
      const link = bar.getByRole("link", { name: new RegExp(`^${name}`) });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // The foot of the page scrolls clear of the bar (measured again while the screen loads).
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return page.locator("main").evaluate((main) => main.getBoundingClientRect().bottom);
          },
          { message: `${path} ends under the bar` },
        )
        .toBeLessThanOrEqual(box.y + 1);
    }
  });
}

test("onboarding has no bottom bar", async ({ page, member: _member }) => {
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Your profile" })).toBeVisible();
});

test("on a desktop the same links sit in the header", async ({ page, member: _member }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/circle");
  const nav = mainNav(page);
  await expect(nav).toHaveCount(1);
  const box = (await nav.boundingBox())!;
  expect(box.y).toBeLessThan(64);
  await expect(nav.getByRole("link", { name: "Circle" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Make a Match" }).click();
  await expect(page).toHaveURL(/\/pairing$/);
  await expect(nav.getByRole("link", { name: "Make a Match" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("Sign Out is in the profile menu, on every signed-in screen", async ({ page, member }) => {
  await page.goto("/circle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await page.getByRole("button", { name: "Your profile" }).click();
  const menu = page.getByRole("dialog", { name: "Your profile" });
  await expect(menu.getByRole("heading", { name: member.name })).toBeVisible();
  await menu.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/circle");
  await expect(page).toHaveURL(/\/auth\?next=\/circle$/);
});

test("the Matches link counts unread messages, live", async ({ page, browser }) => {
  const seeded = await page.request.post("/api/seed", { data: {} });
  expect(seeded.status()).toBe(200);
  const { users } = (await seeded.json()) as { users: { name: string; email: string }[] };
  // A demo member no other browser test signs in as, so nobody else reads their messages.
  const victor = users.find((u) => u.name === "Victor Lindqvist")!;
  const signIn = await page.request.post("/api/account/sign-in", {
    data: { email: victor.email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { conversations } = (await (await page.request.get("/api/chat/conversations")).json()) as {
    conversations: { matchId: string; partner: { name: string } }[];
  };
  const conversation = conversations[0]!;
  const partner = users.find((u) => u.name === conversation.partner.name)!;

  await page.goto("/events");
  const matches = mainNav(page).getByRole("link", { name: /^Matches/ });
  await expect(matches).toBeVisible();
  // The count arrives with the home request.
  await page.waitForLoadState("networkidle");
  const label = (await matches.getAttribute("aria-label")) ?? "";
  const before = Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);

  const other = await browser.newContext();
  try {
    const res = await other.request.post("/api/account/sign-in", {
      data: { email: partner.email, password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
    const sent = await other.request.post(
      `/api/chat/conversations/${conversation.matchId}/messages`,
      { data: { text: "Are we still on for Friday?" } },
    );
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await other.close();
  }
  await expect(matches).toHaveAccessibleName(`Matches, ${before + 1} unread`);
  await expect(mainNav(page).getByTestId("nav-unread")).toHaveText(String(before + 1));
});
