import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "@/client/lib/use-hydrated";
import { api } from "@/client/lib/api";
import { pushSubscriptionHere, stopPushHere } from "@/client/lib/push-device";
import { registerServiceWorker } from "@/client/lib/service-worker";
import type { PushKey, PushSubscriptionInput } from "@/shared/schemas/push";
import { i18n } from "@/shared/i18n/i18n";

/**
 * Where this device stands: push can't work here (`unsupported`), only in the installed app
 * (`needs-install`: iPhone and iPad Safari), the member said no in the browser (`denied`), or
 * it is off or on.
 */
export type PushState = "loading" | "unsupported" | "needs-install" | "denied" | "off" | "on";

const SERVICE_WORKER_WAIT_MS = 10_000;

function installedApp(): boolean {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

function supportOf(): PushState | null {
  const capable =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (capable) return Notification.permission === "denied" ? "denied" : null;
  const appleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent);
  return appleMobile && !installedApp() ? "needs-install" : "unsupported";
}

async function registration(): Promise<ServiceWorkerRegistration> {
  registerServiceWorker();
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) =>
    setTimeout(
      () =>
        reject(
          new Error(i18n.t("This page's service worker isn't running: reload and try again.")),
        ),
      SERVICE_WORKER_WAIT_MS,
    ),
  );
  return Promise.race([ready, late]);
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/** Asks the browser's permission (call it from the member's tap), subscribes, tells the server. */
async function turnOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const { publicKey } = await api<PushKey>("/api/push/key");
  const reg = await registration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await api("/api/push/subscriptions", {
    method: "POST",
    body: subscription.toJSON() as PushSubscriptionInput,
    retryOnNetworkError: true,
  });
  return "on";
}

async function turnOff(): Promise<PushState> {
  await stopPushHere();
  return "off";
}

/** This device's push notifications: where they stand, and turning them on or off. */
export function usePushDevice() {
  // What the browser says at once (no support, blocked), else whether it is subscribed; asked
  // once the app runs (a screen the server drew, and the app hydrating it, say "loading").
  const support = useHydrated() ? supportOf() : null;
  const [state, setState] = useState<PushState>("loading");
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (supportOf()) return;
    let live = true;
    pushSubscriptionHere()
      .then((s) => live && setState(s ? "on" : "off"))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const set = useCallback(async (on: boolean) => {
    setPending(true);
    try {
      setState(await (on ? turnOn() : turnOff()));
    } finally {
      setPending(false);
    }
  }, []);

  return { state: support ?? state, pending, set };
}
