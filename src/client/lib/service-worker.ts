import type { DataRouter } from "react-router";

// The service worker (built by vite-plugin-pwa) keeps the app, so a repeat visit paints without
// the network, and it is what push notifications arrive through. Installing it fetches every
// file of the app: on a first visit over a phone's network that competes with the first
// screen's photos and answers, so it waits until the member has settled in (decision 0045).
const SETTLED_MS = 10_000;

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the service worker now, once: turning push on can't wait for it. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  return registering;
}

/**
 * Registers it once the member moves to another screen or has spent ten seconds on this one,
 * when the main thread is next idle. A browser that refuses it simply goes without.
 */
export function registerServiceWorkerWhenSettled(router: Pick<DataRouter, "state" | "subscribe">) {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const first = router.state.location.pathname;
  const settled = () => {
    clearTimeout(timer);
    unsubscribe();
    if ("requestIdleCallback" in window)
      requestIdleCallback(() => void registerServiceWorker(), { timeout: 5_000 });
    else void registerServiceWorker();
  };
  const timer = setTimeout(settled, SETTLED_MS);
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname !== first) settled();
  });
}
