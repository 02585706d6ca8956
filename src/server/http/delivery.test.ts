import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../../scripts/precompress.mjs";
import { openLive } from "#tests/support/live-stream";
import { useTestApp } from "#tests/support/test-app";
import { compressingAnswers } from "./compress";
import { publish } from "../realtime/publish";
import { grantRole } from "../features/staff";

// A small built client, compressed the way `vite build` does it.
const clientDir = mkdtempSync(join(tmpdir(), "vouch-client-"));
mkdirSync(join(clientDir, "assets"));
const script = `export const greeting = ${JSON.stringify("Love introduced by people. ".repeat(200))};\n`;
const indexHtml = `<!doctype html><html><head><title>Vouch</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
writeFileSync(join(clientDir, "assets", "index-Ab12Cd34.js"), script);
const appHtml = indexHtml.replace("<title>Vouch</title>", "<title>Vouch app</title>");
writeFileSync(join(clientDir, "index.html"), indexHtml);
writeFileSync(join(clientDir, "app.html"), appHtml);
writeFileSync(join(clientDir, "manifest.webmanifest"), JSON.stringify({ name: "Vouch" }));
// The sign-in and sign-up pages the build draws ahead, and the list the server reads.
const signInHtml = appHtml.replace('<div id="root">', '<div id="root"><h1>Welcome back</h1>');
const signUpHtml = appHtml.replace('<div id="root">', '<div id="root"><h1>Join Vouch</h1>');
writeFileSync(join(clientDir, "auth.html"), signInHtml);
writeFileSync(join(clientDir, "sign-up.html"), signUpHtml);
writeFileSync(
  join(clientDir, "prerendered.json"),
  JSON.stringify({
    pages: [
      { location: "/auth", file: "auth.html" },
      { location: "/auth?mode=sign-up", file: "sign-up.html" },
    ],
    ignores: ["next"],
  }),
);
// A member's shell: the loading screen drawn, and what their screens load beyond the entry
// named ahead.
const memberHtml = appHtml.replace(
  '<div id="root">',
  '<div id="root"><span role="status">Loading</span>',
);
writeFileSync(join(clientDir, "member.html"), memberHtml);
const spanishMemberHtml = memberHtml.replace(">Loading<", ">Cargando<");
writeFileSync(join(clientDir, "member.es.html"), spanishMemberHtml);
writeFileSync(
  join(clientDir, "member-preloads.json"),
  JSON.stringify({
    signedIn: ["assets/require-user-Aa11.js", "assets/app-Bb22.js"],
    pages: { "/home": ["assets/home-page-Cc33.js"] },
  }),
);
const withoutPreloads = (html: string) => html.replace(/ *<link rel="modulepreload"[^>]*>\n/g, "");
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
precompressDir(clientDir);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const t = useTestApp({ CLIENT_DIR: clientDir, LIVE_HEARTBEAT_MS: "60000" });

// A visitor's requests go through an HTTP server wired as main.ts wires it, compression
// included, and are read as sent (fetch would decode them).
let server: Server;
beforeAll(async () => {
  server = createServer(compressingAnswers(getRequestListener(t().app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, acceptEncoding?: string): Promise<Response> {
  const { port } = server.address() as AddressInfo;
  const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const sent = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of [value ?? []].flat()) sent.append(name, v);
        }
        const body = res.statusCode === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status: res.statusCode, headers: sent }));
      });
    })
      .on("error", reject)
      .end();
  });
}

async function bodyOf(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  // A length, where one is said, is the real one (a compressed answer may be sent in chunks).
  const length = res.headers.get("content-length");
  if (length) expect(Number(length)).toBe(bytes.length);
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

describe("static files", () => {
  it("sends a hashed script brotli- or gzip-compressed, as the browser accepts, cached for a year", async () => {
    const br = await get("/assets/index-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await bodyOf(br)).toBe(script);

    const gzip = await get("/assets/index-Ab12Cd34.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await bodyOf(gzip)).toBe(script);

    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await bodyOf(plain)).toBe(script);
  });

  it("answers a hashed asset it doesn't have (an old tab after a release) with a 404, not the page", async () => {
    const gone = await get("/assets/index-Gone1234.js", "br, gzip");
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).not.toMatch(/html/);
  });

  it("has the pages themselves checked again on every visit, compressed too", async () => {
    // The prerendered landing at /, the app's shell for every other page.
    for (const [path, html] of [
      ["/", indexHtml],
      ["/home", appHtml],
      ["/matching?with=someone", appHtml],
    ] as const) {
      const res = await get(path, "br, gzip");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(await bodyOf(res)).toBe(html);
    }
    const manifest = await get("/manifest.webmanifest", "br, gzip");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers an address that is no page of the app with its 404 page and a 404 status", async () => {
    const ada = await t().member({ name: "Ada Park" });
    for (const path of ["/no/such/place", "/events/123", "/homes", "/home/extra"]) {
      const visitor = await get(path);
      expect(visitor.status, path).toBe(404);
      // The app draws its 404 page (with the way home) from the same shell.
      expect(await bodyOf(visitor), path).toBe(appHtml);
      const member = await t().request(path, { as: ada });
      expect(member.status, path).toBe(404);
      expect(withoutPreloads(await bodyOf(member)), path).toBe(memberHtml);
    }
    for (const path of ["/events?event=nope", "/home/", "/settings", "/seed"]) {
      expect((await get(path)).status, path).toBe(200);
      expect((await t().request(path, { as: ada })).status, path).toBe(200);
    }

    // Moderation's page is a page only for moderators: anyone else gets the 404 page's status.
    for (const path of ["/moderation", "/moderation/", "/moderation?case=x"]) {
      expect((await get(path)).status, path).toBe(404);
      expect((await t().request(path, { as: ada })).status, path).toBe(404);
    }
    const mod = await t().member({ name: "Mo Derator" });
    await grantRole(t().db, {
      memberId: mod.id,
      role: "moderator",
      actorId: null,
      now: new Date(),
    });
    expect((await t().request("/moderation?case=x", { as: mod })).status).toBe(200);
    // Each staff page answers its own role only: the admins' page is no moderator's.
    expect((await t().request("/staff", { as: mod })).status).toBe(404);
    const me = (await (await t().request("/api/me", { as: mod })).json()) as {
      user: { roles: string[] };
    };
    expect(me.user.roles).toEqual(["moderator"]);
  });
});

describe("prerendered pages", () => {
  it("answers sign-in and sign-up with the page drawn ahead, whatever page comes next", async () => {
    for (const [path, html] of [
      ["/auth", signInHtml],
      ["/auth?next=%2Fcircle", signInHtml],
      ["/auth?mode=sign-up", signUpHtml],
      ["/auth?next=%2Fpairing&mode=sign-up", signUpHtml],
    ] as const) {
      const res = await get(path, "br, gzip");
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await bodyOf(res), path).toBe(html);
    }
  });

  it("leaves what it didn't draw to the app: another mode, an error to show, a member's visit", async () => {
    for (const path of ["/auth?mode=forgot", "/auth?error=account_not_linked", "/auth/"]) {
      expect(await bodyOf(await get(path)), path).toBe(appHtml);
    }
    // A member is sent on from sign-in at once: they see the loading screen, not a form.
    const ada = await t().member({ name: "Ada Park" });
    const res = await t().request("/auth", { as: ada });
    const html = await bodyOf(res);
    expect(withoutPreloads(html)).toBe(memberHtml);
  });
});

describe("a member's shell", () => {
  it("is the loading screen, naming the code of every signed-in screen and the page's own ahead", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const home = await bodyOf(await t().request("/home?chat=1", { as: ada }));
    expect(preloadsOf(home)).toEqual([
      "/assets/require-user-Aa11.js",
      "/assets/app-Bb22.js",
      "/assets/home-page-Cc33.js",
    ]);
    // In the head, on the loading screen, until the app draws the page; nothing else changed.
    expect(home.indexOf("modulepreload")).toBeLessThan(home.indexOf("</head>"));
    expect(withoutPreloads(home)).toBe(memberHtml);

    const circle = await bodyOf(await t().request("/circle", { as: ada }));
    expect(preloadsOf(circle)).toEqual(["/assets/require-user-Aa11.js", "/assets/app-Bb22.js"]);
  });

  it("is the loading screen in the member's language", async () => {
    const member = await t().signUp();
    await t().request("/api/account/language", {
      method: "PUT",
      as: member,
      json: { language: "es" },
    });
    const home = await bodyOf(await t().request("/circle", { as: member }));
    expect(withoutPreloads(home)).toBe(spanishMemberHtml);
  });

  it("is not what a visitor gets, nor a forged cookie", async () => {
    expect(await bodyOf(await get("/home"))).toBe(appHtml);
    const forged = await t().request("/home", {
      headers: { cookie: "better-auth.session_token=made-up.c2lnbmF0dXJl" },
    });
    expect(await bodyOf(forged)).toBe(appHtml);
  });
});

describe("API answers", () => {
  it("compresses a large JSON answer and leaves it plain for a client that can't decode", async () => {
    const plain = await get("/api/openapi.json");
    const expected = await bodyOf(plain);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(expected)).toMatchObject({ openapi: "3.1.0" });

    const br = await get("/api/openapi.json", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBytes = Buffer.from(await br.clone().arrayBuffer()).length;
    expect(brBytes).toBeLessThan(expected.length / 3);
    expect(await bodyOf(br)).toBe(expected);

    const gzip = await get("/api/openapi.json", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await bodyOf(gzip)).toBe(expected);

    const refused = await get("/api/openapi.json", "br;q=0, gzip;q=0");
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("sends a small member answer as it is, and errors still as readable JSON", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const me = await t().request("/api/me", { as: ada, headers: { "accept-encoding": "br" } });
    expect(me.status).toBe(200);
    expect(JSON.parse(await bodyOf(me))).toMatchObject({ user: { name: "Ada Park" } });

    const missing = await get("/api/no-such-route", "br, gzip");
    expect(missing.status).toBe(404);
    expect(JSON.parse(await bodyOf(missing))).toMatchObject({ error: { code: "not_found" } });
  });

  it("never compresses or holds back the live stream: an event arrives at once", async () => {
    const ada = await t().member({ name: "Ada Park" });
    const live = await openLive(t(), ada, { "accept-encoding": "gzip, deflate, br" });
    expect(live.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(live.headers.get("content-encoding")).toBeNull();
    const started = Date.now();
    await publish(t().db, { type: "pairing.changed", to: [ada.id] });
    await expect(live.next((e) => e.type === "pairing.changed", 1000)).resolves.toBeTruthy();
    expect(Date.now() - started).toBeLessThan(1000);
    await live.close();
  });
});
