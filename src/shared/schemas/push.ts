import { z } from "zod";

/** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url");

/** A push endpoint: the push service's address (the server checks it is one: push/endpoints.ts). */
const endpoint = z.url({ protocol: /^https?$/ }).max(2000);

/** What `PushSubscription.toJSON()` gives, as the browser sends it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** What a push carries: what happened in first names, and the screen to open. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Replaces an earlier push about the same thing on the device (a conversation's messages). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
