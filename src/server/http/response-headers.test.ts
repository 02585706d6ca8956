import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TestApp, useTestApp } from "#tests/support/test-app";

// A built client of two pages: the landing and the app's shell.
const clientDir = mkdtempSync(join(tmpdir(), "vouch-headers-"));
writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Vouch</title>");
writeFileSync(join(clientDir, "app.html"), "<!doctype html><title>Vouch app</title>");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const t = useTestApp({ CLIENT_DIR: clientDir });

const varies = (res: Response) =>
  (res.headers.get("vary") ?? "").split(",").map((v) => v.trim().toLowerCase());

describe("an answer that depends on the session cookie", () => {
  it("says so (Vary: Cookie): the app's pages and the API", async () => {
    const ada = await t().member({ name: "Ada Park" });
    for (const path of ["/home", "/auth", "/api/session", "/api/me"]) {
      expect(varies(await t().request(path, { as: ada })), path).toContain("cookie");
      expect(varies(await t().request(path)), path).toContain("cookie");
    }
  });
});

describe("a file checked again on every use", () => {
  it("carries an ETag, and a repeat with it is a 304 without a body", async () => {
    const first = await t().request("/");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t().request("/", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain http", async () => {
    for (const path of ["/api/health", "/auth", "/"]) {
      expect((await t().request(path)).headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("is sent over https, for a year at least, with framing denied as the CSP denies it", async () => {
    const res = await t().app.request("https://localhost/api/health");
    const maxAge = Number(
      /max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "")?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("is sent when the public address is https, behind a proxy that ends TLS", async () => {
    const app = await TestApp.create({
      PUBLIC_URL: "https://vouch.example",
      CLIENT_DIR: clientDir,
    });
    try {
      for (const path of ["/api/health", "/auth"]) {
        const res = await app.request(path);
        expect(res.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      }
    } finally {
      await app.close();
    }
  });
});
