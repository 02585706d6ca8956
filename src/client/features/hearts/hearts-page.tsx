import { useTranslation } from "react-i18next";
import { Heart } from "lucide-react";
import { BackLink } from "@/client/components/back-link";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { useHeartsBalance } from "@/client/lib/session";
import { PAYMENT_TEXT } from "@/shared/texts";
import { useWallet } from "./api";
import { HowHeartsWork } from "./components/how-hearts-work";
import { PaymentReturn, usePaymentReturn } from "./components/payment-return";
import { TopUpDialog } from "./components/top-up-dialog";
import { TransactionList } from "./components/transaction-list";

export function HeartsPage() {
  const { t } = useTranslation();
  const balance = useHeartsBalance();
  const paymentReturn = usePaymentReturn();
  // The webhook's credit arrives as a live update; the poll covers one that was missed.
  const wallet = useWallet({
    refetchInterval: (data) => (paymentReturn.awaiting(data) ? 4000 : false),
  });
  const payment = paymentReturn.shown(wallet.data);
  const debt = wallet.data?.debt ?? 0;

  return (
    // The app's own words and figures: none is cut in two (styles.css).
    <div className="grid gap-8 wrap-break-word">
      <title>{t("Your Hearts · Vouch")}</title>
      <div>
        <BackLink />
        <h1 className="mt-2 text-4xl font-semibold">{t("Your Hearts")}</h1>
      </div>

      <PaymentReturn {...payment} />

      <section
        aria-label={t("Balance")}
        className="grid gap-5 rounded-card border border-border bg-surface p-6 shadow-soft sm:flex sm:items-center sm:justify-between"
      >
        <div>
          <p className="text-sm text-muted-foreground">{t("Balance")}</p>
          <p className="mt-1 flex items-center gap-2.5">
            <Heart aria-hidden className="size-8 fill-primary text-primary" />
            <span
              className="font-serif text-5xl font-semibold tabular-nums"
              data-testid="wallet-balance"
            >
              {balance}
            </span>
            <span className="self-end pb-1.5 text-muted-foreground">
              {t("{count, plural, one {heart} other {hearts}}", { count: balance })}
            </span>
          </p>
          {debt > 0 && (
            <p className="mt-2 text-sm font-medium text-destructive" data-testid="hearts-debt">
              {PAYMENT_TEXT.debt(t, debt)}
            </p>
          )}
          {wallet.data?.topUpMode === "demo" && (
            <p className="mt-2 text-sm text-muted-foreground">{PAYMENT_TEXT.demo}</p>
          )}
        </div>
        <TopUpDialog />
      </section>

      <section aria-labelledby="history-title">
        <h2 id="history-title" className="mb-3 text-2xl font-semibold">
          {t("Transaction History")}
        </h2>
        {wallet.data ? (
          <TransactionList transactions={wallet.data.transactions} />
        ) : wallet.isError ? (
          <LoadFailed query={wallet} />
        ) : (
          <Loading label={t("Loading your transactions")} />
        )}
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="mb-3 text-2xl font-semibold">
          {t("How hearts work")}
        </h2>
        <HowHeartsWork />
      </section>
    </div>
  );
}
