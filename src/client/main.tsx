// The one translator, registered with react-i18next before any screen asks for it.
import "@/shared/i18n/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { i18n } from "@/shared/i18n/i18n";
import { DEFAULT_LANGUAGE } from "@/shared/i18n/languages";
import { prefetchSession } from "./app/prefetch";
import { createQueryClient } from "./app/query-client";
import { createRouter } from "./app/router";
import { letShellTitleGiveWay } from "./app/shell-title";
import {
  keepWhatWasTyped,
  routerReady,
  unmarkWhenDrawnOver,
  unmarkWhenHydrated,
} from "./app/take-over";
import { onDemand } from "@/client/components/on-demand";
import { reportDeviceTimeZone } from "@/client/lib/device-clock";
import { applyThemeChoice } from "@/client/lib/theme";
import { registerServiceWorkerWhenSettled } from "@/client/lib/service-worker";
import { startFromDrawnData } from "@/client/lib/drawn-data";
import { startingLanguage, switchLanguage } from "@/client/lib/language";

// Toasts are drawn by a library that adds its own stylesheet when it loads: it comes after the
// first screen (a toast asked for sooner is shown once it arrives; components/ui/toast.ts).
const Toaster = onDemand(() => import("./components/ui/toaster").then((m) => m.Toaster));
import "./styles.css";

reportDeviceTimeZone();
applyThemeChoice();
letShellTitleGiveWay();
const queryClient = createQueryClient();
const drawnByServer = startFromDrawnData(queryClient);
prefetchSession(queryClient);
const router = createRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const language = startingLanguage(drawnByServer);

// English needs no catalogue; another language's words are fetched before anything is drawn.
if (language === DEFAULT_LANGUAGE) {
  document.documentElement.lang = language;
  start(root);
} else void switchLanguage(language).then(() => start(root));

function start(root: HTMLElement) {
  // The toasts have a root of their own, outside the page the server drew and the app hydrates.
  const toasts = document.body.appendChild(document.createElement("div"));
  createRoot(toasts).render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );

  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: a tap on a slow phone is answered meanwhile.
  if (drawnByServer) {
    // The server drew this screen with the same components and data (decision 0045): the app
    // adopts the page as it is, once the router has the screen's code.
    void routerReady(router).then(() =>
      startTransition(() => {
        hydrateRoot(root, unmarkWhenHydrated(root, app, registerServiceWorkerWhenSettled), {
          onRecoverableError: (error) =>
            console.warn("The app drew the page anew: it differed from the server's.", error),
        });
      }),
    );
  } else if (root.hasChildNodes()) {
    // A page the build prerendered (sign-in, sign-up) is on screen without data: the app draws
    // over it once it can draw the same page, not its loading screen, and keeps what was typed.
    keepWhatWasTyped(root);
    unmarkWhenDrawnOver(root);
    void routerReady(router).then(() => startTransition(() => createRoot(root).render(app)));
    registerServiceWorkerWhenSettled();
  } else {
    startTransition(() => createRoot(root).render(app));
    registerServiceWorkerWhenSettled();
  }
}
