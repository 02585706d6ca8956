import { useSyncExternalStore } from "react";

/** Wide enough for two panes side by side (Tailwind's `lg`). */
export const WIDE_SCREEN = "(min-width: 64rem)";

/** Whether the media query matches now, following the window as it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
