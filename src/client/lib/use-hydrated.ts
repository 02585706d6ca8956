import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while a page the server drew is being drawn there or hydrated by the app (both draw the
 * same), true in every later render: for what only the browser knows (decision 0045).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
