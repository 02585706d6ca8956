// Interaction to Next Paint: five things a member does, each INP_RUNS times (default 10) in
// Chromium (/usr/bin/chromium, or CHROMIUM_PATH) at a 375 px phone's size with its CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), against the built app started as `npm start` on a fresh
// embedded database with the demo seed. Each interaction's latency is what the browser itself
// reports: the longest Event Timing entry (PerformanceObserver type "event", durationThreshold
// 16) of the interaction the click started, from the input to the next paint after its handlers.
// An interaction with no entry took under 16 ms, and counts as 16. No warm-up: the first of each
// kind, which may load code, is one of the ten. The figure is the p75 of the ten, as the Core Web
// Vitals judge INP. Only some: INP_ONLY=send,accept,rsvp,open,explore.
import { chromium, devices, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { DRAWN_ATTRIBUTE } from "#shared/drawn-page";
import { report } from "./report";
import { signIn, startServer } from "./support";

const RUNS = Number(process.env.INP_RUNS ?? 10);
const CPU_SLOWDOWN = 4;
const GOAL_MS = 100;
const THRESHOLD_MS = 16;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEMO_PASSWORD = "vouch-demo-2026";
const only = process.env.INP_ONLY?.split(",");

declare global {
  interface Window {
    /** Event Timing entries of interactions since the bench last emptied the list. */
    interactionEntries: { id: number; name: string; duration: number }[];
  }
}

/** Collects every Event Timing entry of an interaction, from the page's first script on. */
function observeInteractions(threshold: number) {
  window.interactionEntries = [];
  // Event Timing's own option, which TypeScript's DOM types don't list.
  const options: PerformanceObserverInit & { durationThreshold: number } = {
    type: "event",
    durationThreshold: threshold,
    buffered: true,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        window.interactionEntries.push({
          id: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
        });
  }).observe(options);
}

/** Waits until the page is the app's (a drawn page only follows links until then). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator(`#root[${DRAWN_ATTRIBUTE}]`).waitFor({ state: "detached", timeout: 60_000 });
}

/**
 * Clicks `target`, waits for what the member would see come of it (`outcome`), and returns the
 * interaction's latency: its longest Event Timing entry, or the threshold when none was long
 * enough to be reported.
 */
async function timedClick(page: Page, target: Locator, outcome: () => Promise<unknown>) {
  await target.waitFor({ state: "visible", timeout: 30_000 });
  await page.evaluate(() => (window.interactionEntries = []));
  await target.click();
  await outcome();
  // Entries are reported after the paint that ends them, in a task of their own.
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
      ),
  );
  const entries = await page.evaluate(() => window.interactionEntries);
  return entries.length ? Math.max(...entries.map((e) => e.duration)) : THRESHOLD_MS;
}

const p75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

const server = await startServer({
  AUTH_RATE_LIMIT: "100000",
  AUTH_IP_RATE_LIMIT: "100000",
  AUTH_ACCOUNT_RATE_LIMIT: "100000",
  WRITE_LIMIT_FACTOR: "1000",
  LOG_LEVEL: "warn",
});
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic"],
});
try {
  const seeded = await fetch(`${server.url}/api/seed`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (seeded.status !== 200) throw new Error(`POST /api/seed answered ${seeded.status}`);
  const seed = (await seeded.json()) as { users: { email: string }[] };

  /** A demo member's phone, signed in, its CPU slowed. */
  const phone = async (email: string) => {
    const cookie = await signIn(server.url, email, DEMO_PASSWORD);
    const context = await browser.newContext({
      ...devices["Pixel 7"],
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 1,
      baseURL: server.url,
      serviceWorkers: "block",
    });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: server.url };
      }),
    );
    await context.addInitScript(observeInteractions, THRESHOLD_MS);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // INP_SHOTS=dir keeps a screenshot of each phone as its interactions end (or fail).
    const close = async () => {
      if (process.env.INP_SHOTS)
        await page.screenshot({ path: `${process.env.INP_SHOTS}/${Date.now()}.png` });
      await context.close();
    };
    return { page, cookie, close };
  };

  const interactions: { key: string; what: string; run: () => Promise<number[]> }[] = [
    {
      key: "open",
      what: "open a conversation (Text History)",
      run: async () => {
        const { page, close } = await phone(seed.users[0]!.email);
        try {
          await open(page, "/matching?tab=history");
          const conversations = page.getByRole("button", { name: /^Open conversation with/ });
          await conversations.first().waitFor();
          const count = await conversations.count();
          const times: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const dialog = page.getByRole("dialog");
            times.push(
              await timedClick(page, conversations.nth(i % count), () =>
                dialog.getByRole("textbox", { name: "Message" }).waitFor(),
              ),
            );
            await page.keyboard.press("Escape");
            await dialog.waitFor({ state: "hidden" });
          }
          return times;
        } finally {
          await close();
        }
      },
    },
    {
      key: "send",
      what: "send a message",
      run: async () => {
        const { page, close } = await phone(seed.users[0]!.email);
        try {
          await open(page, "/matching?tab=history");
          await page
            .getByRole("button", { name: /^Open conversation with/ })
            .first()
            .click();
          const dialog = page.getByRole("dialog");
          const composer = dialog.getByRole("textbox", { name: "Message" });
          const times: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const text = `Bench ${i} ${randomUUID().slice(0, 8)}`;
            await composer.fill(text);
            times.push(
              await timedClick(page, dialog.getByRole("button", { name: "Send message" }), () =>
                dialog.getByRole("log").getByText(text).waitFor(),
              ),
            );
          }
          return times;
        } finally {
          await close();
        }
      },
    },
    {
      key: "accept",
      what: "Accept a candidate (Match for You)",
      run: async () => {
        const times: number[] = [];
        // A yes stands (taken back, it is a no; a no undone is the yes again): each candidate is
        // accepted once, demo member after demo member. Only candidates who have not said yes: a
        // yes to one who had would make a match and open the conversation.
        for (const { email } of seed.users) {
          if (times.length >= RUNS) break;
          const { page, close } = await phone(email);
          try {
            await open(page, "/matching");
            const list = page.getByRole("list", { name: "Suggestions from your friends" });
            const asking = page
              .getByRole("listitem")
              .filter({ hasNotText: "said yes" })
              .filter({ has: page.getByRole("button", { name: /^Accept / }) });
            await list.or(page.getByRole("heading", { name: "No suggestions yet" })).waitFor();
            while (times.length < RUNS && (await asking.count()) > 0) {
              const label = await asking
                .first()
                .getByRole("button", { name: /^Accept / })
                .getAttribute("aria-label");
              const name = label!.replace(/^Accept /, "");
              const accept = page.getByRole("button", { name: label!, exact: true });
              const waiting = list
                .locator(":scope > li")
                .filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}, \\d+$`) }) })
                .getByRole("button", { name: "Take back my yes" });
              times.push(await timedClick(page, accept, () => waiting.waitFor()));
            }
          } finally {
            await close();
          }
        }
        return times;
      },
    },
    {
      key: "rsvp",
      what: "RSVP to an event",
      run: async () => {
        const { page, cookie, close } = await phone(seed.users[1]!.email);
        try {
          const topUp = await fetch(`${server.url}/api/hearts/top-up`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify({ packageId: "hearts-25", idempotencyKey: randomUUID() }),
          });
          if (topUp.status !== 200) throw new Error(`top-up answered ${topUp.status}`);
          const { events } = (await (
            await fetch(`${server.url}/api/events`, { headers: { cookie } })
          ).json()) as {
            events: { title: string; seatsLeft: number; startsAt: string; status: string }[];
          };
          // An event far enough ahead that cancelling gives the deposit back.
          const event = events.find(
            (e) =>
              e.status === "none" &&
              e.seatsLeft > 1 &&
              new Date(e.startsAt).getTime() > Date.now() + 48 * 3600_000,
          );
          if (!event) throw new Error("no upcoming event with seats left");
          await open(page, "/events");
          await page
            .getByRole("region", { name: "Upcoming events" })
            .getByRole("button", { name: new RegExp(`^${event.title}`) })
            .click();
          const dialog = page.getByRole("dialog", { name: event.title });
          const times: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            times.push(
              await timedClick(page, dialog.getByRole("button", { name: /^RSVP/ }), () =>
                dialog.getByText("You're going.").waitFor(),
              ),
            );
            await dialog.getByRole("button", { name: "Cancel RSVP" }).click();
            await page
              .getByRole("alertdialog")
              .getByRole("button", { name: "Cancel RSVP" })
              .click();
            await dialog.getByRole("button", { name: /^RSVP/ }).waitFor();
          }
          return times;
        } finally {
          await close();
        }
      },
    },
    {
      key: "explore",
      what: "open Explore's next member",
      run: async () => {
        const { page, close } = await phone(seed.users[2]!.email);
        try {
          await open(page, "/pairing");
          const next = page.getByRole("button", { name: "Show someone else" });
          const times: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const answered = page.waitForResponse((r) => r.url().includes("/api/pairing/explore"));
            times.push(
              await timedClick(page, next, async () => {
                await answered;
                await next.and(page.locator(":enabled")).waitFor();
              }),
            );
          }
          return times;
        } finally {
          await close();
        }
      },
    },
  ];

  const rows = [];
  for (const { key, what, run } of interactions) {
    if (only && !only.includes(key)) continue;
    const load = loadavg()[0]!.toFixed(1);
    let times: number[];
    try {
      times = await run();
    } catch (error) {
      rows.push({
        measure: `INP: ${what}`,
        figure: `failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
        goal: `p75 ≤ ${GOAL_MS} ms`,
        verdict: "✘ NOT MEASURED",
      });
      continue;
    }
    const value = times.length ? p75(times) : NaN;
    const each = times.map((t) => (t <= THRESHOLD_MS ? `<${THRESHOLD_MS}` : String(t))).join(" ");
    rows.push({
      measure: `INP: ${what}, ${CPU_SLOWDOWN}× CPU slowdown`,
      figure: `p75 ${value} ms of ${times.length} (each ${each}; load ${load})`,
      goal: `p75 ≤ ${GOAL_MS} ms`,
      verdict: times.length >= RUNS && value <= GOAL_MS ? "✔ met" : "✘ NOT MET",
    });
  }
  report(
    "inp",
    `Interaction to Next Paint (Event Timing, Chromium at 375 px, ${CPU_SLOWDOWN}× CPU slowdown; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")})`,
    rows,
  );
} finally {
  await browser.close();
  await server.stop();
}
