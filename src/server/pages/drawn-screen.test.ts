import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { DRAWN_DATA_ID, screenRendererFile } from "#shared/drawn-page";

// A built client whose server entry draws /home from the member's session, as the real one
// (src/client/app/render-screen.tsx) draws from the screen's requests; /circle's drawing fails.
const clientDir = mkdtempSync(join(tmpdir(), "vouch-drawn-"));
const appHtml = `<!doctype html><html><head><title>Vouch</title><link rel="preload" href="/api/session" as="fetch" crossorigin="anonymous" /><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>`;
const memberHtml = appHtml.replace(
  '<div id="root">',
  '<div id="root"><span role="status">Loading</span>',
);
writeFileSync(join(clientDir, "app.html"), appHtml);
writeFileSync(join(clientDir, "index.html"), appHtml);
writeFileSync(join(clientDir, "member.html"), memberHtml);
const renderer = screenRendererFile(clientDir);
mkdirSync(dirname(renderer), { recursive: true });
writeFileSync(
  renderer,
  `export async function renderScreen(url, fetcher) {
    if (url.pathname === "/circle") throw new Error("a component failed on the server");
    if (url.pathname !== "/home") return null;
    const session = await (await fetcher("/api/session")).json();
    if (!session.user) return null;
    return {
      markup: "<title>Home · Vouch</title><h1>Welcome back, " + session.user.name + "</h1><button>Open</button>",
      data: JSON.stringify({ name: session.user.name, bio: "</script><script>alert(1)</script>" }),
      drawnAt: 1795760000000,
    };
  }`,
);
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(dirname(renderer), { recursive: true, force: true });
});

const t = useTestApp({ CLIENT_DIR: clientDir });

const drawnData = (html: string) =>
  new RegExp(
    `<script type="application/json" id="${DRAWN_DATA_ID}" data-drawn-at="1795760000000">(.*?)</script>`,
  ).exec(html);

describe("a member's first screen, drawn by the server", () => {
  it("arrives drawn from what the server answers that member, with its data, kept private", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const res = await t().request("/home", { as: ada });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const html = await res.text();
    expect(html).toContain('<div id="root" data-drawn=""><h1>Welcome back, Ada Park</h1>');
    // Its title in the head; its markup as drawn, for the app to hydrate; the session isn't
    // asked again.
    expect(html).toContain("<head><title>Home · Vouch</title>");
    expect(html).toContain("<button>Open</button>");
    expect(html).not.toContain('rel="preload" href="/api/session"');
    // The app's code is asked for once the screen is painted, not before.
    expect(html).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/index-Ab12.js" data-preload="" defer></script>',
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('<script type="module"');
    // Nothing in the data can end its script element: it reads back as it was.
    const data = drawnData(html);
    expect(html).not.toContain("<script>alert(1)");
    expect(JSON.parse(data![1]!)).toEqual({
      name: "Ada Park",
      bio: "</script><script>alert(1)</script>",
    });

    const ben = await t().member({ name: "Ben Ortiz" });
    const bens = await (await t().request("/home", { as: ben })).text();
    expect(bens).toContain("Welcome back, Ben Ortiz");
    expect(bens).not.toContain("Ada Park");
  });

  it("leaves the loading screen where it draws nothing or fails, and a visitor's page alone", async () => {
    const ada = await t().member({ name: "Ada Park" });
    for (const path of ["/circle", "/settings"]) {
      const res = await t().request(path, { as: ada });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(memberHtml);
    }
    const visitor = await t().request("/home");
    expect(await visitor.text()).toBe(appHtml);
    // A cookie the server doesn't accept draws nothing: the session answers no one.
    const forged = await t().request("/home", {
      headers: { cookie: "better-auth.session_token=made-up.c2lnbmF0dXJl" },
    });
    expect(await forged.text()).toBe(appHtml);
  });
});
