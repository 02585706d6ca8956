import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../process/logger";
import { match } from "#tests/support/matching-factories";
import { startPushReceiver } from "#tests/support/push-receiver";
import { jobContextOf } from "#tests/support/jobs";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { EMAIL_DELAY_MS, mailDueNotifications } from "./email/deliveries";
import { pushDueNotifications } from "./push/deliveries";

/**
 * A member who reads Vouch in Spanish gets their mails, pushes and the server's errors in
 * Spanish; an English member's stay as they were.
 */
const t = useTestApp();
const MINUTE = 60_000;
const logger = createLogger("silent");
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  // The account's language column (its migration is the language setting's); kept if it ran.
  await t().db.execute(sql`alter table "user" add column if not exists language text`);
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

const speaksSpanish = (member: TestMember) =>
  t().db.execute(sql`update "user" set language = 'es' where id = ${member.id}`);

async function messaged(at: Date) {
  t().clock.set(at);
  const ada = await t().member({ name: "Ada Lovelace" });
  const ben = await t().member({ name: "Ben Okafor" });
  const { id: matchId } = await match(t(), ada, ben, at);
  return { ada, ben, matchId };
}

async function send(matchId: string, as: TestMember, at: Date) {
  t().clock.set(at);
  const res = await t().request(`/api/chat/conversations/${matchId}/messages`, {
    as,
    json: { text: "Hola" },
  });
  expect(res.status).toBe(201);
}

describe("a member who reads Vouch in Spanish", () => {
  it("gets a notification's mail in Spanish, and an English member's stays English", async () => {
    const start = new Date("2031-06-02T15:00:00Z");
    const { ada, ben, matchId } = await messaged(start);
    await speaksSpanish(ben);
    await send(matchId, ada, start);
    await send(matchId, ben, new Date(start.getTime() + 1_000));

    const due = new Date(start.getTime() + EMAIL_DELAY_MS + MINUTE);
    await mailDueNotifications(jobContextOf(t(), due, { logger }));

    const toBen = t().mails.find((m) => m.to === ben.email)!;
    expect(toBen.subject).toBe("Ada te envió un mensaje");
    expect(toBen.text).toContain("Hola, Ben:");
    expect(toBen.text).toContain("Abrir Vouch: ");
    expect(toBen.text).toContain("Recibes esto porque mensajes nuevos te llegan por correo");
    expect(toBen.html).toContain(">Dejar de recibir estos correos</a>");

    const toAda = t().mails.find((m) => m.to === ada.email)!;
    expect(toAda.subject).toBe("Ben sent you a message");
    expect(toAda.text).toContain("Hi Ada,");
  });

  it("gets a push in Spanish", async () => {
    const start = new Date("2031-06-03T15:00:00Z");
    const { ada, ben, matchId } = await messaged(start);
    await speaksSpanish(ben);
    const device = receiver.device(`ben-${matchId}`);
    const res = await t().request("/api/push/subscriptions", {
      as: ben,
      json: device.subscription,
    });
    expect(res.status).toBe(200);
    await send(matchId, ada, start);

    const due = new Date(start.getTime() + 4 * MINUTE);
    expect(await pushDueNotifications(jobContextOf(t(), due, { logger }))).toBe(1);
    expect(device.received).toMatchObject([{ title: "Vouch", body: "Ada te envió un mensaje" }]);
  });

  it("gets the password reset mail in Spanish", async () => {
    const ben = await t().member({ name: "Ben Okafor" });
    await speaksSpanish(ben);
    await t().request("/api/account/password-reset/request", { json: { email: ben.email } });
    let mail = t().mails.find((m) => m.to === ben.email);
    for (let i = 0; !mail && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 20));
      mail = t().mails.find((m) => m.to === ben.email);
    }
    expect(mail?.subject).toBe("Crea una nueva contraseña de Vouch");
    expect(mail?.text).toContain("Abre este enlace en los próximos 30 minutos");
  });
});

describe("the server's errors", () => {
  it("are in Spanish for a Spanish browser or device, and English otherwise", async () => {
    const ben = await t().member({ name: "Ben Okafor" });
    const missing = "/api/events/00000000-0000-4000-8000-000000000000";
    const answer = async (headers: Record<string, string>) => {
      const res = await t().request(missing, { headers: { cookie: ben.cookie, ...headers } });
      expect(res.status).toBe(404);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await answer({ "accept-language": "es-MX,es;q=0.9" })).toBe("No encontramos el evento");
    expect(await answer({ cookie: `${ben.cookie}; vouch_lang=es` })).toBe(
      "No encontramos el evento",
    );
    expect(await answer({ cookie: `${ben.cookie}; vouch_lang=en`, "accept-language": "es" })).toBe(
      "Event not found",
    );
    expect(await answer({})).toBe("Event not found");
  });

  it("says field errors and messages with values in Spanish", async () => {
    const ben = await t().member({ name: "Ben Okafor" });
    const res = await t().request("/api/safety/date-shares", {
      headers: { cookie: ben.cookie, "accept-language": "es" },
      json: { matchId: "x", friendIds: [] },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(error).toEqual({
      code: "validation_error",
      message: "Conversación desconocida",
      fields: {
        matchId: "Conversación desconocida",
        place: "Di dónde se van a ver",
        startsAt: "Elige cuándo empieza la cita",
        friendIds: "Elige al menos un amigo",
      },
    });
  });
});
