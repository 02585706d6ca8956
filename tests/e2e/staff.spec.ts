import type { Browser } from "@playwright/test";
import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { signInAs } from "./pairing-helpers";

/** The demo world's admin (its first member holds every staff role), in a browser of their own. */
async function demoAdmin(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const res = await context.request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  const { moderator } = (await res.json()) as { moderator: { email: string; name: string } };
  await signInAs(context.request, moderator.email);
  return { page: await context.newPage(), name: moderator.name, close: () => context.close() };
}

// A typo'd email's refusal, the revoke, and the audit log and menu after it, are tested with the
// screen (tests/screens/staff.screen.test.tsx).
test("an admin grants a member a role by email, the member's menu follows, the audit log keeps it; /staff is the 404 page to anyone else", async ({
  page,
  member,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  allowConsoleErrors(page, /404/);
  const answer = await page.goto("/staff");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  const admin = await demoAdmin(browser);
  try {
    const staffPage = admin.page;
    await staffPage.goto("/home");
    await staffPage.getByRole("button", { name: "Your profile" }).click();
    await staffPage.getByRole("link", { name: "Staff" }).click();
    await expect(staffPage.getByRole("heading", { name: "Who runs Vouch" })).toBeVisible();
    await expect(staffPage.getByRole("list", { name: `${admin.name}'s roles` })).toContainText(
      /Host.*Editor.*Moderator.*Admin/,
    );

    const email = staffPage.getByRole("textbox", { name: "Member's email" });
    await email.fill(member.email);
    await staffPage.getByRole("combobox", { name: "Role" }).click();
    await staffPage.getByRole("option", { name: "Moderator" }).click();
    await staffPage.getByRole("button", { name: "Grant role" }).click();
    await expect(toast(staffPage).filter({ hasText: "Role granted" })).toBeVisible();
    const roles = staffPage.getByRole("list", { name: `${member.name}'s roles` });
    await expect(roles).toHaveText("Moderator");
    const audit = staffPage.locator("section", {
      has: staffPage.getByRole("heading", { name: "Audit log" }),
    });
    // Other tests' staff write to the same log at once, so this test looks for its own lines.
    await expect(
      audit
        .getByRole("listitem")
        .filter({ hasText: `${admin.name} · role.granted · ${member.name} · moderator` }),
    ).toHaveCount(1);
    await fitsTheScreen(staffPage);
    expect(await seriousA11yViolations(staffPage)).toEqual([]);
    await keepScreenshot(staffPage, "staff-375.png");
    await staffPage.setViewportSize({ width: 320, height: 700 });
    await fitsTheScreen(staffPage);

    // The member's menu links moderation now.
    await page.goto("/home");
    await page.getByRole("button", { name: "Your profile" }).click();
    await expect(page.getByRole("link", { name: "Moderation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Staff" })).toHaveCount(0);
  } finally {
    await admin.close();
  }
});
