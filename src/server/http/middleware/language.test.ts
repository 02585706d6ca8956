import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { cookieFrom, signUpBody, useTestApp } from "#tests/support/test-app";

const clientDir = mkdtempSync(join(tmpdir(), "vouch-language-"));
const shell = `<!doctype html><html lang="en"><head><title>Vouch</title></head><body><div id="root"></div></body></html>`;
writeFileSync(join(clientDir, "app.html"), shell);
writeFileSync(join(clientDir, "index.html"), shell.replace("<title>", "<title>Landing "));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const t = useTestApp({ CLIENT_DIR: clientDir });

const pageLang = async (path: string, headers: Record<string, string>) => {
  const res = await t().request(path, { headers });
  return /<html[^>]*\slang="([^"]+)"/.exec(await res.text())?.[1];
};

describe("the language a page is in", () => {
  it("is the browser's first that Vouch speaks, then the device's cookie over it", async () => {
    expect(await pageLang("/auth", { "accept-language": "fr-FR, es-US;q=0.8, en;q=0.5" })).toBe(
      "es",
    );
    expect(await pageLang("/auth", { "accept-language": "de-DE" })).toBe("en");
    expect(await pageLang("/auth", { "accept-language": "es", cookie: "vouch_lang=en" })).toBe(
      "en",
    );
    expect(await pageLang("/auth", { cookie: "vouch_lang=es" })).toBe("es");
  });

  it("serves the English landing as built, and a Spanish visitor the app's shell in Spanish", async () => {
    const english = await t().request("/", { headers: { "accept-language": "en-US" } });
    expect(await english.text()).toContain("<title>Landing Vouch</title>");
    const spanish = await t().request("/", { headers: { "accept-language": "es-MX" } });
    const html = await spanish.text();
    expect(html).not.toContain("Landing");
    expect(html).toContain('<html lang="es">');
  });

  it("is taken at sign-up from the browser, and is the account's on every device after", async () => {
    const res = await t().request("/api/account/sign-up", {
      json: signUpBody(),
      headers: { "accept-language": "es-US,es;q=0.9" },
    });
    expect(res.status).toBe(201);
    const { user: created } = (await res.json()) as { user: { id: string } };
    const [row] = await t().db.select().from(user).where(eq(user.id, created.id));
    expect(row?.language).toBe("es");

    // Another device, its browser in English, signed in to the same account.
    const cookie = cookieFrom(res);
    const page = await t().request("/settings", {
      headers: { cookie, "accept-language": "en-US" },
    });
    expect(/<html[^>]*\slang="es"/.test(await page.text())).toBe(true);
    expect(page.headers.getSetCookie().some((c) => c.startsWith("vouch_lang=es"))).toBe(true);
  });

  it("is chosen in Settings: kept on the account and on the device, and in the data export", async () => {
    const member = await t().signUp();
    const chosen = await t().request("/api/account/language", {
      method: "PUT",
      as: member,
      json: { language: "es" },
    });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ language: "es" });
    expect(chosen.headers.getSetCookie().some((c) => c.startsWith("vouch_lang=es"))).toBe(true);
    expect(await pageLang("/home", { cookie: member.cookie })).toBe("es");

    const exported = await t().request("/api/account/data", { as: member });
    expect(((await exported.json()) as { account: { language: string } }).account.language).toBe(
      "es",
    );

    const refused = await t().request("/api/account/language", {
      method: "PUT",
      as: member,
      json: { language: "fr" },
    });
    expect(refused.status).toBe(400);
  });
});
