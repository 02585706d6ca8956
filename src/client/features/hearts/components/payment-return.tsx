import { useTranslation } from "react-i18next";
import { CircleCheck, Hourglass, X } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import type { Wallet } from "@/shared/schemas/hearts";
import { PAYMENT_TEXT } from "@/shared/texts";

/** Back from Stripe Checkout: `?payment=paid&ref=<payment>` or `?payment=cancelled`. */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("payment");
  const ref = params.get("ref");
  /** The purchase the paid payment credited, once the webhook has. */
  const creditOf = (wallet: Wallet | undefined) =>
    outcome === "paid" && ref ? wallet?.transactions.find((t) => t.paymentId === ref) : undefined;
  const dismiss = () =>
    setParams(
      (next) => {
        next.delete("payment");
        next.delete("ref");
        return next;
      },
      { replace: true },
    );
  return {
    /** Whether the wallet is still waiting for the paid payment's credit. */
    awaiting: (wallet: Wallet | undefined) => outcome === "paid" && !creditOf(wallet),
    shown: (wallet: Wallet | undefined) => {
      const credited = creditOf(wallet);
      const state =
        outcome === "cancelled"
          ? ("cancelled" as const)
          : outcome === "paid"
            ? credited
              ? ("credited" as const)
              : ("pending" as const)
            : null;
      return { state, hearts: credited?.amount ?? 0, dismiss };
    },
  };
}

/** How the payment went, until the member dismisses it; announced politely as it changes. */
export function PaymentReturn({
  state,
  hearts,
  dismiss,
}: ReturnType<ReturnType<typeof usePaymentReturn>["shown"]>) {
  const { t } = useTranslation();
  const text =
    state === "pending"
      ? PAYMENT_TEXT.pending
      : state === "credited"
        ? PAYMENT_TEXT.credited(t, hearts)
        : state === "cancelled"
          ? PAYMENT_TEXT.cancelled
          : null;
  const Icon = state === "credited" ? CircleCheck : Hourglass;
  return (
    // Out of the page's flow while empty, so it leaves no gap.
    <div role="status" aria-live="polite" className={text ? undefined : "sr-only"}>
      {text && (
        <div
          className={cn(
            "flex items-start gap-3 rounded-2xl border px-4 py-3",
            state === "credited"
              ? "border-success/40 bg-success-soft text-success"
              : "border-border bg-muted text-foreground",
          )}
          data-testid="payment-return"
        >
          {state !== "cancelled" && <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />}
          <p className="flex-1 font-medium">{text}</p>
          <Button
            variant="ghost"
            size="icon"
            className="-my-1 -mr-2 shrink-0"
            aria-label={t("Dismiss")}
            onClick={dismiss}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
