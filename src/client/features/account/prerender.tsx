import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { paths, signUpPath } from "@/client/lib/paths";
import { AuthPage } from "./auth-page";

/**
 * The sign-in and sign-up pages as HTML, for the build (scripts/static-landing.ts) to serve at
 * their addresses: they paint before the app's code arrives, and the app draws the same page
 * over them once it has loaded (src/client/app/take-over.ts). `next` (where to go after signing
 * in) changes nothing drawn, so the same HTML answers any.
 */
export function renderAuthPages() {
  return [
    { location: paths.auth, file: "auth.html" },
    { location: signUpPath, file: "sign-up.html" },
  ].map(({ location, file }) => ({
    location,
    file,
    markup: renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={location}>
          <AuthPage />
        </StaticRouter>
      </QueryClientProvider>,
    ),
  }));
}

/** Query parameters that don't change what the prerendered pages draw. */
export const PRERENDER_IGNORES = ["next"];
