import { Heart, Plus } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { HEART_PACKAGES, heartPackage, type HeartPackageId } from "@/shared/constants";
import { newPaymentKey, useCheckout, useTopUp, useWallet } from "../api";
import { useTranslation } from "react-i18next";

const DEFAULT_PACKAGE: HeartPackageId =
  HEART_PACKAGES.find((p) => p.popular)?.id ?? HEART_PACKAGES[0].id;

type TopUpDialogProps = {
  /** The button that opens it, for a screen that offers a top-up in place. */
  trigger?: ReactNode;
};

export function TopUpDialog({ trigger }: TopUpDialogProps = {}) {
  const [open, setOpen] = useState(false);
  const [packageId, setPackageId] = useState<HeartPackageId>(DEFAULT_PACKAGE);
  // One key per purchase: a double click or a retry of the same purchase is credited once.
  const paymentKey = useRef("");
  const topUp = useTopUp();
  const checkout = useCheckout();
  // With Stripe keys on the server a top-up is paid on Stripe Checkout; without, it's the demo.
  const mode = useWallet({ enabled: open }).data?.topUpMode;
  const busy = topUp.isPending || checkout.isPending || checkout.isSuccess;
  const chosen = heartPackage(packageId);
  const { t } = useTranslation();

  function openChange(next: boolean) {
    if (next) {
      paymentKey.current = newPaymentKey();
      setPackageId(DEFAULT_PACKAGE);
    }
    // Closing mid-payment is allowed; the purchase still completes and its toast still shows.
    setOpen(next);
  }

  function choose(id: HeartPackageId) {
    if (id === packageId) return;
    setPackageId(id);
    paymentKey.current = newPaymentKey();
  }

  function buy() {
    if (mode === "stripe") {
      checkout.mutate(
        { packageId },
        { onError: (error) => toast.error(t("Error"), error.message) },
      );
      return;
    }
    topUp.mutate(
      { packageId, idempotencyKey: paymentKey.current },
      {
        onSuccess: ({ transaction }) => {
          toast.success(
            t("Hearts added"),
            t("{count, plural, one {# heart is} other {# hearts are}} now in your wallet.", {
              count: transaction.amount,
            }),
          );
          setOpen(false);
        },
        onError: (error) => toast.error(t("Error"), error.message),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button size="lg" className="w-full sm:w-auto">
            <Plus aria-hidden />
            {t("Top Up Hearts")}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Top Up Hearts")}</DialogTitle>
          <DialogDescription>
            {mode === "stripe"
              ? t(
                  "Choose a package. You pay on Stripe's secure checkout page; your hearts arrive as soon as it's paid.",
                )
              : t(
                  "Choose a package. This is a demo: the payment is simulated and no money is taken.",
                )}
          </DialogDescription>
        </DialogHeader>

        <fieldset disabled={busy} className="grid grid-cols-2 gap-3">
          <legend className="sr-only">{t("Hearts packages")}</legend>
          {HEART_PACKAGES.map((pkg) => (
            <label
              key={pkg.id}
              className={cn(
                "relative grid cursor-pointer justify-items-center gap-1 rounded-2xl border border-border bg-surface px-3 pt-5 pb-4 text-center transition-colors hover:border-primary/60",
                "has-[:checked]:border-primary has-[:checked]:bg-accent/60 has-[:checked]:ring-2 has-[:checked]:ring-primary/40",
                "has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring",
                "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70",
              )}
            >
              <input
                type="radio"
                name="heart-package"
                value={pkg.id}
                checked={packageId === pkg.id}
                onChange={() => choose(pkg.id)}
                className="sr-only"
              />
              {pkg.popular && (
                <Badge variant="primary" className="absolute -top-2.5">
                  {t("Popular")}
                </Badge>
              )}
              <span className="flex items-center gap-1.5 font-serif text-3xl font-semibold tabular-nums">
                <Heart aria-hidden className="size-5 fill-primary text-primary" />
                {pkg.hearts}
              </span>
              <span className="text-sm text-muted-foreground">
                {t("hearts · ${price}", { price: pkg.priceUsd })}
              </span>
            </label>
          ))}
        </fieldset>

        <DialogFooter>
          <Button
            size="lg"
            className="w-full"
            onClick={buy}
            disabled={!mode}
            loading={busy}
            loadingText={mode === "stripe" ? t("Opening checkout...") : t("Processing payment...")}
          >
            {mode === "stripe"
              ? t("Pay ${price} for {count, plural, one {# heart} other {# hearts}}", {
                  price: chosen.priceUsd,
                  count: chosen.hearts,
                })
              : t("Buy {count, plural, one {# heart} other {# hearts}} for ${price}", {
                  price: chosen.priceUsd,
                  count: chosen.hearts,
                })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
