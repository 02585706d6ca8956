import { Suspense, useState, useSyncExternalStore, type ReactNode } from "react";

const noChanges = () => () => {};

/**
 * Draws `children` from the first time they are wanted, and keeps them after (a dialog or sheet
 * closes with its own animation): for parts whose code (React.lazy) should arrive only then.
 * Never in a page the server draws, nor while the browser adopts it: the server can't wait for
 * lazy code, and a part it left unfinished makes the browser draw the whole page anew.
 */
export function OnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [was, setWas] = useState(wanted);
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (wanted && !was) setWas(true);
  return was && inBrowser ? <Suspense>{children}</Suspense> : null;
}
