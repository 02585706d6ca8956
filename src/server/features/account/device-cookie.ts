import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/context";

/**
 * A device that signed in to an account keeps a cookie saying so (OWASP's "device cookies",
 * decision 0032): its sign-ins to that account skip the account's shared guessing budget, so
 * guesses from elsewhere never lock the member out of their own phone. The cookie names a random
 * device id signed with the server's secret for that email; the email itself isn't in it.
 */
const NAME = "vouch_device";
/** The longest a browser keeps a cookie (Chromium caps Max-Age at 400 days). */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function cookieName(c: Context<AppEnv>) {
  return c.var.deps.baseURL.startsWith("https://") ? `__Secure-${NAME}` : NAME;
}

function signature(secret: string, email: string, deviceId: string): Buffer {
  return createHmac("sha256", secret).update(`device\n${email}\n${deviceId}`).digest();
}

/** Marks this browser as one `email` signed in on (a new device id each time). */
export function trustDevice(c: Context<AppEnv>, email: string): void {
  const deviceId = randomBytes(18).toString("base64url");
  const signed = signature(c.var.deps.env.authSecret, email, deviceId).toString("base64url");
  const name = cookieName(c);
  setCookie(c, name, `${deviceId}.${signed}`, {
    path: "/api/account",
    httpOnly: true,
    secure: name.startsWith("__Secure-"),
    sameSite: "Strict",
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The id of this device when `email` signed in on it before, else null. */
export function trustedDevice(c: Context<AppEnv>, email: string): string | null {
  const value = getCookie(c, cookieName(c));
  const [deviceId, signed, ...rest] = value?.split(".") ?? [];
  if (!deviceId || !signed || rest.length) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(c.var.deps.env.authSecret, email, deviceId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
