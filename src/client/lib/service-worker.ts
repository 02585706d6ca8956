/**
 * The app's service worker (built by vite-plugin-pwa) keeps the app shell and its code, so a
 * repeat visit paints without the network. Installing it downloads the whole build.
 */

// Long enough for a phone to have drawn and settled the first screen, its photos included.
const SETTLE_MS = 10_000;

let asked = false;

/** Registers the service worker, once per page; a browser that refuses it simply goes without. */
export function registerServiceWorker(): void {
  if (asked || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  asked = true;
  void navigator.serviceWorker.register("/sw.js").catch(() => {});
}

// The Navigation API is not in TypeScript's DOM types yet: the part used here.
interface NavigationLike {
  addEventListener(type: "navigate", listener: (event: { navigationType: string }) => void): void;
}

/**
 * Registers the service worker once the member moves to another screen, or ten seconds after
 * the page has loaded, whichever comes first. Registered sooner, its download of the
 * whole build competed with the first screen's own requests and main thread on a slow phone.
 * Turning push on needs it at once and registers it itself (push-device.ts).
 */
export function registerServiceWorkerWhenSettled(): void {
  // The Navigation API (Chromium) tells of every navigation, the router's included; a replace is
  // the router settling its first URL, not the member moving on.
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener("navigate", (event) => {
    if (event.navigationType !== "replace") registerServiceWorker();
  });
  const later = () => setTimeout(registerServiceWorker, SETTLE_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
