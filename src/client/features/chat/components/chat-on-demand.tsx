import { lazy, Suspense, useState, type ComponentProps } from "react";

const PanelCode = lazy(() =>
  import("./chat-panel").then(({ ChatPanel }) => ({ default: ChatPanel })),
);
const PaneCode = lazy(() => import("./chat-panel").then(({ ChatPane }) => ({ default: ChatPane })));

type Props = ComponentProps<typeof PanelCode>;

/**
 * The conversation's sheet, whose code (the thread, the composer, its notes and dialogs) arrives
 * the first time a conversation opens: Match for You draws sooner without it.
 */
export function ChatPanelOnDemand(props: Props) {
  const [wanted, setWanted] = useState(Boolean(props.matchId));
  if (props.matchId && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <PanelCode {...props} />
    </Suspense>
  );
}

/** The conversation beside the list on a wide screen, its code asked for as it is shown. */
export function ChatPaneOnDemand(props: Props) {
  return (
    <Suspense>
      <PaneCode {...props} />
    </Suspense>
  );
}
