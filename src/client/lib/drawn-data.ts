import { hydrate, type QueryClient } from "@tanstack/react-query";
import { DRAWN_DATA_ID } from "@/shared/drawn-page";

let drawnStart = false;

/**
 * A screen the server drew comes with the data it was drawn from: the app starts from it, so it
 * draws the same screen without asking again (decision 0045).
 */
export function startFromDrawnData(queryClient: QueryClient) {
  const element = document.getElementById(DRAWN_DATA_ID);
  if (element?.textContent) {
    hydrate(queryClient, JSON.parse(element.textContent));
    drawnStart = true;
  }
  element?.remove();
}

/**
 * Whether the data came from a drawn page and hasn't been caught up yet: what was written between
 * the server's drawing and the live stream's opening reached no one, so the stream's first
 * `ready` refreshes it, once.
 */
export function takeDrawnStart(): boolean {
  const was = drawnStart;
  drawnStart = false;
  return was;
}
