import type { Page } from "@playwright/test";
import {
  expect,
  fitsTheScreen,
  keepScreenshot,
  markNotReloaded,
  notReloaded,
  test,
  toast,
  uniqueEmail,
  createMember,
} from "./fixtures";
import { player, send, topUp } from "./pairing-helpers";

// A browser in Spanish (es-US): Vouch answers it in Spanish from the first page on.
const PHONE = { width: 375, height: 812 };

const inSpanish = (page: Page) => expect(page.locator("html")).toHaveAttribute("lang", "es");

/** Picks one of a select's options, by its English or its Spanish name. */
async function choose(page: Page, combobox: string, option: RegExp) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option }).click();
}

test("a browser in Spanish signs up and walks to a message, all in Spanish", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-US", viewport: PHONE, hasTouch: true });
  const page = await context.newPage();

  await page.goto("/");
  await inSpanish(page);
  await expect(page.getByText("Amor presentado por personas, no por código")).toBeVisible();
  await keepScreenshot(page, "spanish-landing.png");
  await page.getByRole("link", { name: "Empieza tu historia" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Únete a Vouch" })).toBeVisible();
  await inSpanish(page);
  // The form's own refusals, its schema's messages, are in Spanish too.
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("El nombre completo es obligatorio")).toBeVisible();
  await expect(page.getByText("Full name is required")).toHaveCount(0);
  await keepScreenshot(page, "spanish-sign-up-refused.png");
  await page.getByLabel("Nombre completo").fill("Lucía Fernández");
  await page.getByLabel("Correo electrónico").fill(uniqueEmail("spanish"));
  await page.getByLabel("Contraseña").fill("una contraseña bien larga");
  await page.getByLabel("Edad").fill("30");
  await page.getByLabel("Pronombres").fill("ella");
  await choose(page, "Orientación sexual", /^Explorando$/);
  await choose(page, "Barrio", /^Astoria$/);
  await choose(page, "Género", /^Mujer$/);
  for (const people of [/^Mujeres$/, /^Hombres$/, /^Personas no binarias$/])
    await page.getByRole("checkbox", { name: people }).check();
  await page.getByLabel("Desde", { exact: true }).fill("25");
  await page.getByLabel("Hasta", { exact: true }).fill("40");
  await choose(page, "Busco", /^Una relación$/);
  await keepScreenshot(page, "spanish-sign-up.png", { fullPage: true });
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  await expect(toast(page).filter({ hasText: "¡Cuenta creada!" })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Te damos la bienvenida a Vouch" }),
  ).toBeVisible();
  await inSpanish(page);

  await page.goto("/home");
  await inSpanish(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Te damos la bienvenida, Lucía" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tu agenda social" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByText("Parejas"),
  ).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, "spanish-home.png");

  // Sam, matched with Lucía through his friend Ava, writes to her.
  const lucia = await sessionMemberId(page);
  const sam = await player(browser, "Sam Rivers", [{ name: "Ava Thompson" }]);
  await topUp(sam.page.request);
  const explore = await sam.page.request.get(`/api/pairing/explore?member=${lucia}`);
  const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
  const suggested = await sam.page.request.post("/api/pairing/self-suggestions", {
    data: { memberId: lucia, voucherFriendId: friends[0]!.id, reason: "Risotto." },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);
  const accepted = await page.request.post(`/api/matching/candidates/${sam.member.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { matchId } = (await accepted.json()) as { matchId: string };
  await send(sam, matchId, "¡Hola Lucía! ¿Café el viernes?");

  // Her notification of it, the words her pushes and mails say it in, is Spanish.
  await page.goto("/notifications");
  await inSpanish(page);
  await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
  await expect(page.getByText("Sam te envió un mensaje")).toBeVisible();
  await fitsTheScreen(page);

  await page.goto(`/matching?tab=history&chat=${matchId}`);
  await inSpanish(page);
  const panel = page.getByRole("dialog");
  await expect(panel.getByText("¡Hola Lucía! ¿Café el viernes?")).toBeVisible();
  await panel.getByRole("textbox", { name: "Mensaje" }).fill("¡Sí! ¿A las siete?");
  await panel.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(panel.getByRole("log").getByText("¡Sí! ¿A las siete?")).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, "spanish-conversation.png");

  await sam.close();
  await context.close();
});

/** The signed-in member's id, as the session says. */
async function sessionMemberId(page: Page): Promise<string> {
  const res = await page.request.get("/api/session");
  return ((await res.json()) as { user: { id: string } }).user.id;
}

test("Settings' Language: English → Español at once, kept for the next page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await createMember(page.request);
  await page.goto("/settings");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await markNotReloaded(page);
  const language = page.getByRole("group", { name: "Language" });
  await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
  await language.getByText("Español").click();

  await expect(page.getByRole("heading", { level: 1, name: "Ajustes" })).toBeVisible();
  await inSpanish(page);
  await expect(
    page.getByRole("group", { name: "Idioma" }).getByRole("radio", { name: "Español" }),
  ).toBeChecked();
  expect(await notReloaded(page)).toBe(true);
  await fitsTheScreen(page);
  await keepScreenshot(page, "spanish-settings.png");

  // The account keeps it: the next page is drawn in Spanish by the server.
  await page.goto("/home");
  await inSpanish(page);
  await expect(page.getByRole("heading", { name: "Tu agenda social" })).toBeVisible();
});

test("a visitor switches the landing to Spanish and back", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The landing drawn without the app: its switch is a link the server answers in Spanish.
  await page.getByRole("link", { name: "Español" }).click();
  await inSpanish(page);
  await expect(page.getByRole("link", { name: "Empieza tu historia" })).toBeVisible();
  await markNotReloaded(page);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("link", { name: "Begin Your Journey" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The app switches in place, and keeps the choice for the next page.
  expect(await notReloaded(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole("link", { name: "Begin Your Journey" })).toBeVisible();
});
