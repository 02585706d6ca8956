import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, startTransition, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { prefetchSession } from "./app/prefetch";
import { createQueryClient } from "./app/query-client";
import { createRouter } from "./app/router";
import { keepWhatWasTyped, routerReady, unmarkWhenDrawnOver } from "./app/take-over";
import { startFromDrawnData } from "@/client/lib/drawn-data";

// Toasts are drawn by a library that adds its own stylesheet when it loads: it comes after the
// first screen (a toast asked for sooner is shown once it arrives; components/ui/toast.ts).
const Toaster = lazy(() =>
  import("./components/ui/toaster").then(({ Toaster }) => ({ default: Toaster })),
);
import "./styles.css";

const queryClient = createQueryClient();
startFromDrawnData(queryClient);
prefetchSession(queryClient);
const router = createRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The service worker (built by vite-plugin-pwa) keeps the app shell, so a repeat visit paints
// without the network. Registered after the page has loaded, so its precaching never competes
// with the first screen; a browser that refuses it simply goes without.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  });
}

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree: a tap on a slow phone is answered meanwhile.
const renderApp = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Suspense>
            <Toaster />
          </Suspense>
        </QueryClientProvider>
      </StrictMode>,
    );
  });

// A page the build prerendered (sign-in, sign-up), or the server drew, is already on screen:
// the app draws over it only once it can draw the same page, not its loading screen, and keeps
// what was typed.
if (root.hasChildNodes()) {
  keepWhatWasTyped(root);
  unmarkWhenDrawnOver(root);
  void routerReady(router).then(renderApp);
} else {
  renderApp();
}
