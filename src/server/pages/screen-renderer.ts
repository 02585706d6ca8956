import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { DRAWING_BUDGET_MS, DRAWINGS_AT_ONCE, DRAWN_SCREENS_PER_MINUTE } from "#shared/constants";
import { screenRendererFile, type DrawnScreen } from "#shared/drawn-page";
import type { Language } from "#shared/i18n/languages";
import { errorForLog, type Logger } from "../process/logger";

type RenderScreen = (
  url: URL,
  fetcher: typeof fetch,
  /** The member's device's time zone, as their browser reported it. */
  timeZone?: string,
  /** The language the page is in. */
  language?: Language,
) => Promise<DrawnScreen | null>;

/**
 * The share of this process a member's page loads may take for drawing (decision 0045): a few
 * drawings at a time, a few a minute per session, each waited for only so long. Past them the
 * member gets the loading screen, as without drawing; nothing is refused.
 */
export function drawingAllowance({
  atOnce = DRAWINGS_AT_ONCE,
  perMinute = DRAWN_SCREENS_PER_MINUTE,
  budgetMs = DRAWING_BUDGET_MS,
  now = Date.now,
} = {}) {
  let drawing = 0;
  let minute = 0;
  let drawnThisMinute = new Map<string, number>();
  return async function within(
    session: string,
    draw: () => Promise<DrawnScreen | null>,
  ): Promise<DrawnScreen | null> {
    const thisMinute = Math.floor(now() / 60_000);
    // Counts of an earlier minute are dropped whole, so the map holds one minute's sessions.
    if (thisMinute !== minute) [minute, drawnThisMinute] = [thisMinute, new Map()];
    const drawn = drawnThisMinute.get(session) ?? 0;
    if (drawing >= atOnce || drawn >= perMinute) return null;
    drawnThisMinute.set(session, drawn + 1);
    drawing++;
    const finished = draw().finally(() => drawing--);
    const timeout = new AbortController();
    try {
      return await Promise.race([
        finished,
        sleep(budgetMs, null, { signal: timeout.signal, ref: false }),
      ]);
    } finally {
      timeout.abort();
    }
  };
}

/**
 * The client build's server entry (src/client/app/render-screen.tsx), which draws a member's
 * first screen with its data, or nothing where there is no such build (tests without a client,
 * an older build): the member then gets the loading screen, as before (decision 0045).
 */
export function screenRenderer(clientDir: string, logger: Logger): RenderScreen {
  const file = screenRendererFile(clientDir);
  if (!existsSync(file)) return () => Promise.resolve(null);
  const loaded = import(pathToFileURL(file).href).then(
    (module: { renderScreen: RenderScreen }) => module.renderScreen,
  );
  loaded.catch(() => {});
  return async (url, fetcher, timeZone, language) => {
    try {
      return await (
        await loaded
      )(url, fetcher, timeZone, language);
    } catch (error) {
      // The browser draws the screen itself, as it would have without this.
      const err = error instanceof Error ? errorForLog(error) : String(error);
      logger.warn({ err, path: url.pathname }, "drawing a screen failed");
      return null;
    }
  };
}

/**
 * A request of a screen being drawn, answered by this server as the member whose page it is:
 * with the page's cookie, and without its connection (app.ts): a read counted by address would
 * count as "unknown", so drawn screens read nothing limited by address.
 */
export function asMember(
  answer: (request: Request) => Response | Promise<Response>,
  origin: string,
  cookie: string,
): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("cookie", cookie);
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (url.origin !== origin) throw new Error("a screen asked another site");
    return Promise.resolve(answer(new Request(url, { ...init, headers })));
  };
}
