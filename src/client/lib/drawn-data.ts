import { hydrate, type QueryClient } from "@tanstack/react-query";
import { DRAWN_AT_ATTRIBUTE, DRAWN_DATA_ID } from "@/shared/drawn-page";

/** When the server drew the screen the app started from, until the live stream has caught up. */
let drawnAt: number | null = null;

/**
 * A screen the server drew comes with the data it was drawn from: the app starts from it, so it
 * draws the same screen without asking again (decision 0045). Says whether there was one.
 */
export function startFromDrawnData(queryClient: QueryClient): boolean {
  const element = document.getElementById(DRAWN_DATA_ID);
  if (element?.textContent) {
    hydrate(queryClient, JSON.parse(element.textContent));
    drawnAt = Number(element.getAttribute(DRAWN_AT_ATTRIBUTE)) || Date.now();
  }
  element?.remove();
  return drawnAt !== null;
}

/**
 * When the data came from a drawn page not yet caught up, else null: what was written between the
 * server's drawing and the live stream's opening reached no one, so the stream is asked from when.
 */
export function drawnSince(): number | null {
  return drawnAt;
}

/** The live stream has said whether the drawn data missed anything: asked once only. */
export function caughtUpWithDrawing() {
  drawnAt = null;
}
