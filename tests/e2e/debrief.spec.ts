import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
} from "@playwright/test";
import type { DebriefTotals, FoundEachOther, PendingDebriefs } from "#shared/schemas/debrief";
import type { MatchmakerRecord } from "#shared/schemas/events";
import { BASE_URL } from "../../playwright.config";
import {
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { DEMO_PASSWORD, demoMembers } from "./pairing-helpers";

interface Demo {
  id: string;
  name: string;
  email: string;
  api: APIRequestContext;
}

/** Every demo member, signed in through the API (one sign-in each). */
async function signedInDemoMembers(request: APIRequestContext): Promise<Demo[]> {
  const users = await demoMembers(request);
  const signedIn: Demo[] = [];
  for (const user of users.slice(0, 40)) {
    const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const res = await api.post("/api/account/sign-in", {
      data: { email: user.email, password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
    signedIn.push({ ...user, api });
  }
  return signedIn;
}

const read = async <T>(api: APIRequestContext, path: string) => {
  const res = await api.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};

/** The member in a browser of their own, signed in, at `width` px. */
async function browse(browser: Browser, member: Demo, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 812 }, hasTouch: true });
  const res = await context.request.post("/api/account/sign-in", {
    data: { email: member.email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("members answer the debrief on home at 375 and 320 px; their introducer sees no single answer", async ({
  browser,
  page,
}) => {
  const members = await signedInDemoMembers(page.request);
  const waiting: { member: Demo; about: string }[] = [];
  for (const member of members) {
    const { debriefs } = await read<PendingDebriefs>(member.api, "/api/debrief");
    for (const d of debriefs) waiting.push({ member, about: d.firstName });
  }
  // The demo world's friend-made matches who met two days ago: both of each pair are asked.
  expect(waiting.length).toBeGreaterThanOrEqual(2);
  const introducers: Demo[] = [];
  for (const member of members) {
    const record = await read<MatchmakerRecord>(member.api, "/api/events/matchmaker-record");
    if (record.metInPerson > 0) introducers.push(member);
  }
  expect(introducers.length).toBeGreaterThan(0);

  for (const [i, width] of [375, 320].entries()) {
    const { member, about } = waiting[i]!;
    const { page: phone, close } = await browse(browser, member, width);
    await phone.goto("/home");
    const card = phone.getByRole("region", { name: "How did it go?" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Only you see your answers");
    const form = card.getByRole("article", { name: `Your debrief about ${about}` });
    await expect(form.getByText("Would you see them again?")).toBeVisible();
    await expect(form.getByText("Was the introduction a good fit?")).toBeVisible();
    await fitsTheScreen(phone);
    expect(await seriousA11yViolations(phone, card)).toEqual([]);
    await keepScreenshot(card, `debrief-${width}.png`);

    // Sending before both are answered says so.
    await form.getByRole("button", { name: "Send my answers" }).click();
    await expect(form.getByRole("alert")).toHaveText("Answer both questions first");
    const seeAgain = form.getByRole("group", { name: "Would you see them again?" });
    const goodFit = form.getByRole("group", { name: "Was the introduction a good fit?" });
    await seeAgain.getByText("Yes", { exact: true }).click();
    await goodFit.getByText("No", { exact: true }).click();
    await expect(seeAgain.getByRole("radio", { name: "Yes" })).toBeChecked();
    await form.getByRole("button", { name: "Send my answers" }).click();
    await expect(
      toast(phone).filter({ hasText: "Thanks: your answers stay with you" }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await close();
  }

  // Fewer than three answers about anyone's introductions: totals stay hidden everywhere.
  for (const introducer of introducers) {
    const totals = await read<DebriefTotals>(introducer.api, "/api/debrief/totals");
    expect(totals).toMatchObject({ seeAgainYes: null, goodFitYes: null });
  }
  const { page: profile, close } = await browse(browser, introducers[0]!, 375);
  await profile.goto("/profile");
  await expect(profile.getByTestId("debrief-totals")).toHaveText(
    "Debrief totals show from 3 answers by those you introduced.",
  );
  await expect(profile.getByTestId("matchmaker-record")).toContainText("met in person: 1");
  await keepScreenshot(
    profile.getByRole("region", { name: "Your matchmaker record" }),
    "debrief-totals-hidden.png",
  );
  await close();
  for (const member of members) await member.api.dispose();
});

// What saying it does (the first told it waits, the second paused, the introducer's +1 couple on
// /profile and in /notifications) is tested with the screen (tests/screens/debrief.screen.test.tsx);
// here, the section's two states at 375 and 320 px.
test('both members say "We found each other" in Settings, at 375 and 320 px', async ({
  browser,
  page,
}) => {
  const members = await signedInDemoMembers(page.request);
  const byMatch = new Map<string, Demo[]>();
  for (const member of members) {
    const { choices } = await read<FoundEachOther>(member.api, "/api/debrief/found-each-other");
    for (const c of choices) byMatch.set(c.matchId, [...(byMatch.get(c.matchId) ?? []), member]);
  }
  const [, pair] = [...byMatch.entries()].reverse().find(([, both]) => both.length === 2)!;
  const [first, second] = pair as [Demo, Demo];
  const firstName = (m: Demo) => m.name.split(" ")[0]!;

  for (const [member, other, width] of [
    [first, second, 375],
    [second, first, 320],
  ] as const) {
    const { page: phone, close } = await browse(browser, member, width);
    await phone.goto("/settings");
    const section = phone.getByText("We found each other", { exact: true }).first();
    await expect(section).toBeVisible();
    await phone.getByRole("combobox", { name: "Who did you find?" }).click();
    await phone.getByRole("option", { name: firstName(other), exact: true }).click();
    await phone.getByRole("button", { name: "We found each other" }).click();
    if (member === first) {
      await expect(
        phone.getByText(`You said you found each other with ${firstName(other)}`),
      ).toBeVisible();
      // Alone, it shows nothing to the other.
      const theirs = await read<FoundEachOther>(other.api, "/api/debrief/found-each-other");
      expect(theirs.said).toBeNull();
    } else {
      await expect(
        phone.getByText(`You and ${firstName(other)} found each other.`, { exact: false }),
      ).toBeVisible();
      await expect(phone.getByRole("switch", { name: "Pause my profile" })).toBeChecked();
    }
    await fitsTheScreen(phone);
    await keepScreenshot(phone, `found-each-other-${width}.png`, { fullPage: true });
    await close();
  }

  // The demo world's two members back on, for the journeys that meet them.
  for (const member of pair) {
    const res = await member.api.patch("/api/profile", { data: { paused: false } });
    expect(res.status()).toBe(200);
  }
  for (const member of members) await member.api.dispose();
});
