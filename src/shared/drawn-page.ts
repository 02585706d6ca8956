/**
 * A page drawn ahead of the app's code, put into the app's shell: the build's sign-in pages and
 * member's loading screen (scripts/static-landing.ts), and a member's first screen drawn by the
 * server (src/server/member-shell.ts). Strings only: the build, the server and the client's
 * server entry share it.
 */

/** A member's screen drawn by the server: its markup for #root, and the query cache as JSON. */
export interface DrawnScreen {
  markup: string;
  data: string;
}

/** The data a server-drawn screen was drawn from, for the app to start with (src/client/main.tsx). */
export const DRAWN_DATA_ID = "drawn-data";

/**
 * On #root while it holds a page drawn ahead of the app, gone once the app has drawn over it
 * (src/client/app/take-over.ts): what a script or a test waits for before using the page.
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
 * run. Its fields and links work at once; its buttons (submit, Google, the pickers) do nothing
 * without the app, so they are disabled until the app has drawn the page over it, and a form
 * can't be submitted by the browser itself (which would put a password in the address).
 * `data`, when given, is JSON the app reads before it draws.
 */
export function drawnPage(shell: string, markup: string, data?: string): string {
  const { html, body } = withTitle(shell, markup);
  const inert = body.replace(/<button(?![^>]*\sdisabled="")/g, '<button disabled=""');
  if (!html.includes('<div id="root"></div>')) throw new Error("the shell has no empty #root");
  // "<" escaped, so no text in the data can close the script element.
  const script =
    data === undefined
      ? ""
      : `<script type="application/json" id="${DRAWN_DATA_ID}">${data.replaceAll("<", "\\u003c")}</script>`;
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${DRAWN_ATTRIBUTE}="">${inert}</div>${script}`,
  );
}

/**
 * Where the build puts the code that draws a member's screen on the server: beside the client's
 * files (never among them, which are served and cached by the service worker).
 */
export const screenRendererFile = (clientDir: string) =>
  `${clientDir.replace(/\/+$/, "")}-server/render-screen.js`;
