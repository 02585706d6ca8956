import { lazy, Suspense, type ComponentProps } from "react";
import { OnceWanted } from "@/client/components/once-wanted";

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
  return (
    <OnceWanted wanted={Boolean(props.matchId)}>
      <PanelCode {...props} />
    </OnceWanted>
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
