import { toast } from "@/client/components/ui/toast";
import { i18n } from "@/shared/i18n/i18n";

/** An RSVP, waitlist or cancellation the server refused: its reason, as a toast. */
export const showActionError = (error: Error) => toast.error(i18n.t("Error"), error.message);
