// The events feature's public face: what other features and the app may use.
import { toast } from "@/client/components/ui/toast";
import type { EventPromotedData } from "@/shared/schemas/events";

export { MatchmakerRecordCard } from "./components/matchmaker-record";
export { MatchmakerRecordLine } from "./components/matchmaker-record-line";

/** A freed seat became the member's (pushed live): say so (the cache follows the change). */
export function onEventPromoted(data: EventPromotedData) {
  toast.success("You're in!", `A seat at ${data.title} is yours. See you there!`);
}
