import { lazy, type ComponentProps } from "react";
import { OnceWanted } from "@/client/components/once-wanted";

const EventDetailDialogCode = lazy(() =>
  import("./event-detail-dialog").then(({ EventDetailDialog }) => ({
    default: EventDetailDialog,
  })),
);

/**
 * An event's dialog, whose code (its actions, the top-up and report dialogs, the schemas its
 * link check needs) arrives the first time an event is opened: the events page draws sooner.
 */
export function EventDetailDialogOnDemand(props: ComponentProps<typeof EventDetailDialogCode>) {
  return (
    <OnceWanted wanted={props.eventId !== null}>
      <EventDetailDialogCode {...props} />
    </OnceWanted>
  );
}
