import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { APP_PATHS } from "#shared/app-paths";
import { createCircle } from "./circle-helpers";
import { createMember, expect, test } from "./fixtures";

/**
 * The HTML standard's own rules (html-validate's "standard" preset: what the W3C validator
 * checks, none of its style preferences), with none turned off, and the standard's requirements
 * that html-validate files elsewhere: a doctype, a non-empty <title>, an image's alt, a
 * reference (for=, aria-*) that names an element there. Two the W3C validator makes that
 * html-validate has no rule for are checked on the text: an <option> needs a label or text, and
 * a data: URL has no `;utf8` parameter (only `;base64` or `;charset=…`).
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    "missing-doctype": "error",
    "empty-title": "error",
    "wcag/h37": "error",
    "no-missing-references": "error",
    "valid-for": "error",
  },
});
const EMPTY_OPTION = /<option(?![^>]*\blabel=)[^>]*><\/option>/;
const UTF8_DATA_URL = /data:[\w/+.-]+;utf8,/;

async function problemsOf(request: APIRequestContext, path: string, who: string) {
  const res = await request.get(path);
  const html = await res.text();
  const report = await validator.validateString(html, `${who} ${path}`);
  const problems = report.results.flatMap((result) =>
    result.messages.map((m) => `${who} ${path}: ${m.ruleId} ${m.message} (${m.selector ?? ""})`),
  );
  if (EMPTY_OPTION.test(html)) problems.push(`${who} ${path}: an <option> without a label`);
  if (UTF8_DATA_URL.test(html)) problems.push(`${who} ${path}: a data: URL with ;utf8`);
  return problems;
}

const PAGES = [...Object.values(APP_PATHS), "/auth?mode=sign-up", "/no-such-page"];

test("every page the server draws, to a visitor and to a member, is valid HTML", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  try {
    await createMember(member, { name: "Vale Standards" });
    await createCircle(member, [{ name: "Maya Chen" }, { name: "June Park" }]);
    const invite = await member.post(
      `/api/circle/friends/${(await (await member.get("/api/circle")).json()).friends[0].id}/invite-link`,
    );
    const { url } = (await invite.json()) as { url: string };
    const problems: string[] = [];
    for (const path of [...PAGES, new URL(url).pathname + new URL(url).search]) {
      problems.push(...(await problemsOf(visitor, path, "visitor")));
      problems.push(...(await problemsOf(member, path, "member")));
    }
    expect(problems).toEqual([]);
  } finally {
    await visitor.dispose();
    await member.dispose();
  }
});

test("the seed page and an invite page each have one <title>, the page's own", async ({
  page,
  browser,
}) => {
  await page.goto("/seed");
  await expect(page.getByRole("heading", { name: "Seed demonstration data" })).toBeVisible();
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page).toHaveTitle("Seed demonstration data · Vouch");

  await createMember(page.request, { name: "Ada Brennan" });
  const [maya] = await createCircle(page.request, [{ name: "Maya Chen" }]);
  const res = await page.request.post(`/api/circle/friends/${maya!.id}/invite-link`);
  const { url } = (await res.json()) as { url: string };
  const friend = await browser.newContext({ viewport: { width: 320, height: 700 } });
  try {
    const friendPage = await friend.newPage();
    await friendPage.goto(new URL(url).pathname + new URL(url).search);
    await expect(
      friendPage.getByRole("heading", { name: "Ada wants you in their circle on Vouch" }),
    ).toBeVisible();
    await expect(friendPage.locator("title")).toHaveCount(1);
    await expect(friendPage).toHaveTitle("Ada invited you · Vouch");
  } finally {
    await friend.close();
  }
});

test("a select with nothing chosen yet names its empty choice, for forms and autofill", async ({
  page,
}) => {
  await page.goto("/auth?mode=sign-up");
  const trigger = page.getByRole("combobox").first();
  await expect(trigger).toBeVisible();
  const placeholder = (await trigger.textContent())!.trim();
  expect(placeholder).not.toBe("");
  const native = trigger.locator("xpath=following-sibling::select[1]");
  await expect(native.locator("option").first()).toHaveText(placeholder);
  // Every choice is there before the list was ever opened, each named.
  const options = await native.locator("option").allTextContents();
  expect(options.length).toBeGreaterThan(2);
  expect(options.filter((text) => text.trim() === "")).toEqual([]);
  await trigger.click();
  const choice = options[1]!;
  await page.getByRole("option", { name: choice, exact: true }).click();
  await expect(trigger).toHaveText(choice);
  await expect(native).not.toHaveValue("");
  await expect(native.locator("option", { hasText: placeholder })).toHaveCount(0);
});
