import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { join } from "node:path";
import { DRAWN_ATTRIBUTE, DRAWN_DATA_ID } from "#shared/drawn-page";
import { axeViolations } from "./axe";

export interface Member {
  id: string;
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function uniqueEmail(label = "member") {
  return `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
}

/** Creates a member through the API; the request context's cookies become theirs (signed in). */
export async function createMember(
  request: APIRequestContext,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<Member> {
  const body = {
    email: uniqueEmail(),
    password: "correct horse battery",
    name: "Robin Vale",
    age: 29,
    pronouns: "they/them",
    sexuality: "queer",
    neighborhood: "Chelsea",
    occupation: "Cartographer",
    bio: "Maps, mountains and mediocre puns.",
    gender: "nonbinary",
    interestedIn: ["woman", "man", "nonbinary"],
    ageMin: 18,
    ageMax: 99,
    lookingFor: "relationship",
    ...overrides,
  };
  const res = await request.post("/api/account/sign-up", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; name: string } };
  return { id: user.id, name: user.name, email: body.email as string, password: body.password };
}

/** How Vouch greets a member: "Robin Vale" → "Robin". */
export const firstName = (name: string) => name.split(" ")[0]!;

/**
 * The toasts on screen (sonner's), not one already leaving (an earlier one of the same text may
 * still be fading out); filter by text to find one.
 */
export const toast = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed=true])");

/**
 * What the toasts on screen cover of the layer in use (the open dialog, else the page): titles
 * and anything to press or type in. A toast must cover none of them.
 */
export function toastsCover(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // One beyond those Sonner shows (data-visible=false) is there unseen, until it unmounts.
    const toasts = [
      ...document.querySelectorAll("[data-sonner-toast]:not([data-visible=false])"),
    ].map((t) => t.getBoundingClientRect());
    // Gone is not clear: a check that waits must not pass because the toast has left.
    if (toasts.length === 0) return ["no toast on screen"];
    const open = document.querySelectorAll(
      "[role=dialog][data-state=open], [role=alertdialog][data-state=open]",
    );
    const layer = open[open.length - 1] ?? document.getElementById("root")!;
    const kept =
      "h1, h2, h3, h4, [role=heading], button, a[href], input, textarea, select, [role=tab], [role=switch]";
    return [...layer.querySelectorAll(kept)]
      .filter((el) => !el.closest(".sr-only, [aria-hidden=true]"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 1 &&
          r.height > 1 &&
          toasts.some(
            (t) => t.left < r.right && t.right > r.left && t.top < r.bottom && t.bottom > r.top,
          )
        );
      })
      .map((el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? "").trim().slice(0, 40)}”`);
  });
}

/** Serious or critical axe violations on the page as it is now. */
// Toasts leave on a timer, so one can start fading mid-scan and be judged at a passing colour:
// a page's scan leaves them out, and a toast is scanned on its own while it stands (`within`).
export async function seriousA11yViolations(page: Page, within?: Locator) {
  // Text scrolled under the translucent header is judged against the header's blend, at
  // whatever point the journey left the page: judge every page from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Mid-fade text (a toast arriving, a dialog closing, a button leaving its busy state) would be
  // judged at a passing colour: wait until a frame starts no new animation or transition.
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity,
        );
    for (let i = 0; i < 20; i++) {
      await Promise.all(running().map((a) => a.finished.catch(() => {})));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (running().length === 0) return;
    }
  });
  if (within) await within.evaluate((el) => el.setAttribute("data-axe-scope", ""));
  const violations = await axeViolations(
    page,
    within ? { include: "[data-axe-scope]" } : { exclude: "[data-sonner-toaster]" },
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const allowedConsoleErrors = new WeakMap<Page, RegExp[]>();

/**
 * Lets this test's page log errors matching `patterns` (a failing request the test provokes on
 * purpose, say). Every other console error or uncaught page error fails the test.
 */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]) {
  allowedConsoleErrors.set(page, [...(allowedConsoleErrors.get(page) ?? []), ...patterns]);
}

/** Pages whose app code a test holds back, to look at what shows before it runs. */
const codeHeld = new WeakSet<Page>();

/**
 * A page drawn ahead of the app (by the build or the server, decision 0045) does nothing but
 * follow links until the app has hydrated it or drawn over it. A test acts as a member who waits
 * for the page to be usable: `goto` and `reload` return once the app has taken over, except where
 * the test holds the app's code to look at the page before.
 */
function waitsForTheApp(page: Page) {
  for (const name of ["goto", "reload"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (!codeHeld.has(page))
        await page.locator(`#root[${DRAWN_ATTRIBUTE}]`).waitFor({ state: "detached" });
      return response;
    }) as Page["goto"] & Page["reload"];
  }
}

export const test = base.extend<{ member: Member; failOnConsoleErrors: void }>({
  /** A fresh member, signed in in this test's browser context. */
  member: async ({ page }, use) => {
    const member = await createMember(page.request);
    await use(member);
  },
  failOnConsoleErrors: [
    async ({ context, browser }, use) => {
      const errors: { page: Page; text: string }[] = [];
      const watch = (page: Page) => {
        waitsForTheApp(page);
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          const { url } = message.location();
          errors.push({ page, text: url ? `${message.text()} (${url})` : message.text() });
        });
        page.on("pageerror", (error) =>
          errors.push({ page, text: `page error: ${error.message}` }),
        );
      };
      const watchContext = (ctx: BrowserContext) => {
        ctx.pages().forEach(watch);
        ctx.on("page", watch);
      };
      watchContext(context);
      // Contexts a test opens itself (a second member, a second tab) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watchContext(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = errors
        .filter(({ page, text }) => !allowedConsoleErrors.get(page)?.some((p) => p.test(text)))
        .map(({ text }) => text);
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Keeps a screenshot named `name` for a person to look at, in the folder E2E_SCREENSHOTS names
 * (`E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`). Without it none is taken: taking them cost
 * the suite a tenth of its browser time, and what they show is for eyes, not for the assertions.
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await target.screenshot({ path: join(folder, name), ...options });
}

/** Marks the page, so a later check can tell it was never reloaded (the mark would be gone). */
export const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
export const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

/**
 * Nothing on the page is wider than the screen. With `width`, the viewport is set to that width
 * first (its height kept).
 */
export async function fitsTheScreen(page: Page, width?: number) {
  if (width) await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 740 });
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `nothing wider than ${client} px`).toBeLessThanOrEqual(client);
}

export { expect };

/**
 * The page as a member gets it when the server could not draw their screen (decision 0045): the
 * app's shell, whose code then asks for the screen's data itself.
 */
export async function withoutDrawnScreen(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.includes("."),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const drawn = new RegExp(
        `<div id="root"[^>]*>[\\s\\S]*<script type="application/json" id="${DRAWN_DATA_ID}"[^>]*>[\\s\\S]*?</script>`,
      );
      const body = (await response.text()).replace(drawn, '<div id="root"></div>');
      await route.fulfill({ response, body });
    },
  );
}

/** Holds every script of the app until the returned function is called. */
export async function holdTheAppsCode(page: Page) {
  codeHeld.add(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type LiveWindow = { __liveStreams: EventSource[]; liveReady: boolean };

/**
 * Keeps a handle on every live stream the pages of `target` open (and marks the page once one
 * has spoken), so a test can drop them as a network would: see dropLiveStreams.
 */
export async function holdLiveStreams(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const Native = window.EventSource;
    const opened: EventSource[] = [];
    (window as unknown as LiveWindow).__liveStreams = opened;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
        this.addEventListener("message", () => {
          (window as unknown as LiveWindow).liveReady = true;
        });
      }
    };
  });
}

/** Closes the page's held live streams, and (`erred`) tells the app each one failed. */
export async function dropLiveStreams(page: Page, { close = true, erred = true } = {}) {
  await page.evaluate(
    ({ close, erred }) => {
      for (const source of (window as unknown as LiveWindow).__liveStreams) {
        if (close) source.close();
        if (erred) source.dispatchEvent(new Event("error"));
      }
    },
    { close, erred },
  );
}
