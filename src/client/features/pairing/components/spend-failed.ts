import { i18n } from "@/shared/i18n/i18n";
import { toast } from "@/client/components/ui/toast";
import { isInsufficientHearts } from "./insufficient-hearts";

type Spend = {
  /** What a short balance lacks, said whole: "You need 5 hearts to unlock a profile". */
  need: string;
  /** The toast's title when the spend failed for another reason. */
  failure: string;
};

/** Says why a heart spend failed: too few hearts, with what it takes, or the server's message. */
export function toastSpendFailed(
  error: Error,
  { need, failure }: Spend,
  show: { error: (title: string, description?: string) => void } = toast,
) {
  if (isInsufficientHearts(error)) show.error(i18n.t("Insufficient hearts"), need);
  else show.error(failure, error.message);
}
