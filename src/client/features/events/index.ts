// The events feature's public face: what other features and the app may use.
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import type { EventPromotedData } from "@/shared/schemas/events";
import { eventKeys, refreshEvents } from "./api";

export { MatchmakerRecordCard, MatchmakerRecordLine } from "./components/matchmaker-record";

/** A freed seat became the member's (pushed live): say so and show it everywhere. */
export function onEventPromoted(queryClient: QueryClient, data: EventPromotedData) {
  toast.success("You're in!", `A seat at ${data.title} is yours. See you there!`);
  refreshEvents(queryClient);
}

/** An introduction of the member's met in person: their record and balance changed. */
export function onMatchmakerChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: eventKeys.matchmaker });
  refreshEvents(queryClient);
}
