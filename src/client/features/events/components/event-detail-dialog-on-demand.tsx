import { onDemand } from "@/client/components/on-demand";

/**
 * An event's dialog, whose code (its actions, the top-up and report dialogs, the schemas its
 * link check needs) arrives the first time an event is opened: the events page draws sooner.
 */
export const EventDetailDialogOnDemand = onDemand(
  () => import("./event-detail-dialog").then((m) => m.EventDetailDialog),
  { wanted: (props) => props.eventId !== null },
);
