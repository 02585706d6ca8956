import { Suspense, useState, type ReactNode } from "react";

/**
 * Draws `children` from the first time they are wanted, and keeps them after (a dialog or sheet
 * closes with its own animation): for parts whose code (React.lazy) should arrive only then.
 */
export function OnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [was, setWas] = useState(wanted);
  if (wanted && !was) setWas(true);
  return was ? <Suspense>{children}</Suspense> : null;
}
