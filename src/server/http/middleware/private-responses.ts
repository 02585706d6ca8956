import type { MiddlewareHandler } from "hono";

/**
 * API answers carry members' data and depend on who asks (the session cookie, hence `Vary: Cookie`
 * for whatever sits between): no browser or proxy may keep them.
 * Static assets are not under /api and keep their own caching.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  try {
    c.res.headers.append("Vary", "Cookie");
  } catch {
    // A response passed through from elsewhere has immutable headers: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Vary", "Cookie");
  }
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
};

/**
 * Vouch's own pages may ask for the camera (the selfie check), no embedded frame may; Vouch uses
 * none of the other powerful features. Only features Chromium knows: an unknown one is a console
 * error on every page.
 */
export const PERMISSIONS_POLICY = {
  camera: ["self"],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
} satisfies Record<string, [] | ["self"]>;
