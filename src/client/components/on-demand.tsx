import {
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";

/**
 * A part whose code is its own chunk, asked for as it is first drawn: the one way the client
 * loads a component on demand (eslint.config.js allows React.lazy only here). `load` imports the
 * part's file and picks its component: `() => import("./x").then((m) => m.X)`. With `wanted`,
 * the part is drawn only from the first time it returns true (a dialog: its `open`), so its code
 * arrives only then; without, as soon as it is drawn.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { wanted }: { wanted?: (props: Props) => boolean } = {},
) {
  const Code = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: Props) {
    const code = <Code {...props} />;
    return wanted ? (
      <OnceWanted wanted={wanted(props)}>{code}</OnceWanted>
    ) : (
      <Suspense>{code}</Suspense>
    );
  };
}

const noChanges = () => () => {};

/**
 * Draws `children` from the first time they are wanted, and keeps them after (a dialog or sheet
 * closes with its own animation). Never in a page the server draws, nor while the browser adopts
 * it: the server can't wait for lazy code, and a part it left unfinished makes the browser draw
 * the whole page anew.
 */
function OnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [was, setWas] = useState(wanted);
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (wanted && !was) setWas(true);
  return was && inBrowser ? <Suspense>{children}</Suspense> : null;
}
