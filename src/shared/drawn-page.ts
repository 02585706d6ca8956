/**
 * A page drawn ahead of the app's code, put into the app's shell: the build's sign-in pages and
 * member's loading screen (scripts/static-landing.ts), and a member's first screen drawn by the
 * server (src/server/pages/member-shell.ts). Strings only: the build, the server and the client's
 * server entry share it.
 */
import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages";

/**
 * A member's screen drawn by the server: its markup for #root, the query cache as JSON, and when
 * (ms since 1970) the drawing began reading it, for the live stream to say what came after.
 */
export interface DrawnScreen {
  markup: string;
  data: string;
  drawnAt: number;
}

/** The attribute of the data's script element that holds `drawnAt`. */
export const DRAWN_AT_ATTRIBUTE = "data-drawn-at";

/** The data a server-drawn screen was drawn from, for the app to start with (src/client/main.tsx). */
export const DRAWN_DATA_ID = "drawn-data";

/**
 * On #root while it holds a page drawn ahead of the app, gone once the app has hydrated it (a
 * member's screen) or drawn over it (a prerendered page; src/client/app/take-over.ts): what a
 * script or a test waits for before using the page.
 */
export const DRAWN_ATTRIBUTE = "data-drawn";

/** A page's own <title>, rendered inside its markup, moved to the head of the shell. */
export function withTitle(html: string, markup: string): { html: string; body: string } {
  const title = /<title>.*?<\/title>/s.exec(markup)?.[0];
  if (!title) return { html, body: markup };
  return { html: html.replace(/<title>.*?<\/title>/s, title), body: markup.replace(title, "") };
}

/**
 * The app's shell with a page's markup already in #root: it paints before the scripts have
 * run, and its links work at once.
 *
 * A page the build prerendered (no `data`) is drawn over by the app: its buttons (submit,
 * Google, the pickers) do nothing without the app, so they are disabled until then, and a form
 * can't be submitted by the browser itself (which would put a password in the address).
 *
 * A member's screen the server drew comes with its data, the JSON the app reads before it starts,
 * and the app hydrates it as it is: its markup must stay exactly as drawn, so its buttons are
 * left alone and the page's script keeps the browser from submitting a form meanwhile
 * (public/start-after-paint.js).
 */
export function drawnPage(
  shell: string,
  markup: string,
  screen?: Omit<DrawnScreen, "markup">,
): string {
  const { html, body } = withTitle(shell, markup);
  const page =
    screen === undefined
      ? body.replace(/<button(?![^>]*\sdisabled="")/g, '<button disabled=""')
      : body;
  if (!html.includes('<div id="root"></div>')) throw new Error("the shell has no empty #root");
  // "<" escaped, so no text in the data can close the script element.
  const script =
    screen === undefined
      ? ""
      : `<script type="application/json" id="${DRAWN_DATA_ID}" ${DRAWN_AT_ATTRIBUTE}="${screen.drawnAt}">${screen.data.replaceAll("<", "\\u003c")}</script>`;
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${DRAWN_ATTRIBUTE}="">${page}</div>${script}`,
  );
}

/** The app's shell with the loading screen drawn in it, in `language` (built by the client). */
export const memberShellFile = (language: Language) =>
  language === DEFAULT_LANGUAGE ? "member.html" : `member.${language}.html`;

/**
 * Where the build puts the code that draws a member's screen on the server: beside the client's
 * files (never among them, which are served and cached by the service worker).
 */
export const screenRendererFile = (clientDir: string) =>
  `${clientDir.replace(/\/+$/, "")}-server/render-screen.js`;
