import { toast } from "@/client/components/ui/toast";
import { plural } from "@/client/lib/plural";
import { isInsufficientHearts } from "./insufficient-hearts";

type Spend = {
  cost: number;
  /** The end of "You need 5 hearts …": "to unlock a profile", "for another pairing today". */
  need: string;
  /** The toast's title when the spend failed for another reason. */
  failure: string;
};

/** Says why a heart spend failed: too few hearts, with what it takes, or the server's message. */
export function toastSpendFailed(
  error: Error,
  { cost, need, failure }: Spend,
  show: { error: (title: string, description?: string) => void } = toast,
) {
  if (isInsufficientHearts(error))
    show.error("Insufficient hearts", `You need ${plural(cost, "heart")} ${need}`);
  else show.error(failure, error.message);
}
