// The one translator, registered with react-i18next before any screen asks for it.
import "@/shared/i18n/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, startTransition, StrictMode, Suspense } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
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
import { reportDeviceTimeZone } from "@/client/lib/device-clock";
import { applyThemeChoice } from "@/client/lib/theme";
import { registerServiceWorkerWhenSettled } from "@/client/lib/service-worker";
import { startFromDrawnData } from "@/client/lib/drawn-data";

// Toasts are drawn by a library that adds its own stylesheet when it loads: it comes after the
// first screen (a toast asked for sooner is shown once it arrives; components/ui/toast.ts).
const Toaster = lazy(() =>
  import("./components/ui/toaster").then(({ Toaster }) => ({ default: Toaster })),
);
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

// The toasts have a root of their own, outside the page the server drew and the app hydrates.
const toasts = document.body.appendChild(document.createElement("div"));
createRoot(toasts).render(
  <Suspense>
    <Toaster />
  </Suspense>,
);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
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
