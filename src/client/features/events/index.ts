// The events feature's public face: what other features and the app may use.
import { toast } from "@/client/components/ui/toast";
import type { EventPromotedData } from "@/shared/schemas/events";
import { i18n } from "@/shared/i18n/i18n";

export { MatchmakerRecordCard } from "./components/matchmaker-record";
export { MatchmakerRecordLine } from "./components/matchmaker-record-line";

/** A freed seat became the member's (pushed live): say so (the cache follows the change). */
export function onEventPromoted(data: EventPromotedData) {
  toast.success(
    i18n.t("You're in!"),
    i18n.t("A seat at {title} is yours. See you there!", { title: data.title }),
  );
}
