import { api } from "./api";

/** This browser's push subscription, if it has one. */
export async function pushSubscriptionHere(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Stops pushes to this browser: the server forgets the device, the browser its subscription.
 * Turning push off does it, and so does signing out, or the next person to sign in here would
 * get the last one's notifications.
 */
export async function stopPushHere(): Promise<void> {
  const subscription = await pushSubscriptionHere();
  if (!subscription) return;
  await api("/api/push/subscriptions", {
    method: "DELETE",
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
