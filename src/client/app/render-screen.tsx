// The one translator, registered with react-i18next before any screen asks for it.
import "@/shared/i18n/i18n";
import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import * as ThumbHash from "thumbhash";
import { setApiTransport } from "@/client/lib/api";
import { drawOnClockOf } from "@/client/lib/device-clock";
import { drawInLanguageOf } from "@/client/lib/language";
import { paths } from "@/client/lib/paths";
import type { DrawnScreen } from "@/shared/drawn-page";
import { es } from "@/shared/i18n/es/index";
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/shared/i18n/languages";
import { drawPlaceholdersAtOnce } from "@/client/lib/photo-placeholder";
import { sessionQueryOptions } from "@/client/lib/session";
import { createQueryClient } from "./query-client";
import { createRoutes } from "./router";

/**
 * A member's first screen drawn on the server, with its data (decision 0045): built by the
 * client's build for Node (scripts/static-landing.ts) and called by the server for a page load
 * with a session cookie. The same components, routes and queries as the browser's; the server
 * answers the screen's requests itself, as that member. The page arrives drawn, and the app in
 * the browser starts from the same data (the query cache, dehydrated into the page) and hydrates
 * it.
 */

/** The screens inside the signed-in frame; anything else keeps the member's loading screen. */
const DRAWN: ReadonlySet<string> = new Set([
  paths.home,
  paths.circle,
  paths.matching,
  paths.pairing,
  paths.clubs,
  paths.events,
  paths.hearts,
  paths.safety,
  paths.settings,
  paths.notifications,
  paths.profile,
]);

drawPlaceholdersAtOnce(ThumbHash);

addCatalogue("es", es);
/** A translator per language, each fixed to it, so screens drawn at once in two never mix. */
const translators = new Map(
  LANGUAGES.map((language) => [language, i18n.cloneInstance({ lng: language, initAsync: false })]),
);

/** The screen being drawn: how its requests are answered, and its member's device's clock. */
const drawing = new AsyncLocalStorage<{
  fetcher: typeof fetch;
  timeZone?: string;
  drawnAt: number;
  language: Language;
}>();
setApiTransport((input, init) => {
  const screen = drawing.getStore();
  if (!screen) throw new Error("a request outside a server-drawn screen");
  return screen.fetcher(input, init);
});
drawOnClockOf({
  timeZone: () => drawing.getStore()?.timeZone,
  drawnAt: () => drawing.getStore()?.drawnAt,
});
drawInLanguageOf(() => drawing.getStore()?.language);

/**
 * Draws `url` for the member whose requests `fetcher` answers, its times on the clock of
 * `timeZone` (their device's; unknown before their browser has run the app once, then this
 * server's own) and in `language`, or null where the browser must decide (no such screen, no member, a member
 * asked something first, or a request that failed).
 */
export function renderScreen(
  url: URL,
  fetcher: typeof fetch,
  timeZone?: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<DrawnScreen | null> {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  if (!DRAWN.has(pathname)) return Promise.resolve(null);
  // Taken before anything is read: whatever is published for the member after this may be missing.
  const drawnAt = Date.now();
  return drawing.run({ fetcher, timeZone, drawnAt, language }, () => draw(url, drawnAt, language));
}

async function draw(url: URL, drawnAt: number, language: Language): Promise<DrawnScreen | null> {
  const queryClient = createQueryClient();
  const session = await queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
  // The guards would send this visitor elsewhere: the browser's router does that.
  if (!session?.user || session.user.wishToGive) return null;

  // The routes' loaders wait for what each screen declares it reads: it is all there to draw once.
  const handler = createStaticHandler(createRoutes(queryClient, { awaitScreenData: true }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The tree the browser hydrates (src/client/main.tsx): its markup must be the same, to the node.
  // The router's own hydration script is left out: the router starts from the query cache.
  const markup = spokenIn(language, () =>
    renderToString(
      <I18nextProvider i18n={translators.get(language) ?? i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );

  const undeclared = waiting(queryClient);
  if (undeclared.length > 0) {
    // Drawn without them, the page would show a spinner the browser's first render must match:
    // the browser draws it instead, and the screen's `screenQueries` should name them.
    console.warn(
      `${url.pathname} read what its screenQueries don't declare: ${undeclared.map((query) => query.queryHash).join(", ")}`,
    );
    return null;
  }
  if (failed(queryClient)) return null;
  return { markup, data: JSON.stringify(dehydrate(queryClient)), drawnAt };
}

/**
 * Draws with the one translator in `language` too, for words said outside React's tree (`i18n.t`
 * in a helper a component calls). A drawing is synchronous, so no other screen's is between.
 */
function spokenIn<T>(language: Language, draw: () => T): T {
  const before = i18n.language;
  void i18n.changeLanguage(language);
  try {
    return draw();
  } finally {
    void i18n.changeLanguage(before);
  }
}

/** Queries the drawing created and no loader asked for: what the screen would wait on. */
function waiting(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === "pending" &&
        query.state.fetchStatus === "idle" &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/** A screen with an error on it is the browser's to show (and to retry). */
function failed(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === "error");
}
