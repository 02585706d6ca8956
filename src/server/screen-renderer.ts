import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { screenRendererFile } from "../shared/drawn-page";
import { errorForLog, type Logger } from "./logger";

export interface DrawnScreen {
  markup: string;
  data: string;
}

type RenderScreen = (url: URL, fetcher: typeof fetch) => Promise<DrawnScreen | null>;

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
  return async (url, fetcher) => {
    try {
      return await (
        await loaded
      )(url, fetcher);
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
 * the page's cookie, and the connection it came on (which the rate limits count by).
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
