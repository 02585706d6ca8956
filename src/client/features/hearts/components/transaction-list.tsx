import { ArrowDownLeft, ArrowUpRight, ShoppingBag, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { eventHref } from "@/client/lib/event-links";
import { cn } from "@/client/lib/cn";
import type { HeartTransactionType } from "@/shared/schemas/hearts";
import type { TransactionView } from "../api";
import { deviceDateTime } from "@/client/lib/device-clock";
import { PAYMENT_TEXT } from "@/shared/texts";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

const kinds: Record<HeartTransactionType, { label: () => string; icon: LucideIcon; tone: string }> =
  {
    earn: {
      label: () => i18n.t("Earned"),
      icon: ArrowDownLeft,
      tone: "bg-success-soft text-success",
    },
    purchase: {
      label: () => i18n.t("Purchased"),
      icon: ShoppingBag,
      tone: "bg-accent text-accent-foreground",
    },
    spend: {
      label: () => i18n.t("Spent"),
      icon: ArrowUpRight,
      tone: "bg-muted text-muted-foreground",
    },
  };

export function TransactionList({ transactions }: { transactions: TransactionView[] }) {
  const { t } = useTranslation();
  if (transactions.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
        {t("No transactions yet. Hearts you earn, spend or buy will show up here.")}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-border rounded-card border border-border bg-surface shadow-soft">
      {transactions.map((tx) => {
        const kind = kinds[tx.type];
        const Icon = kind.icon;
        return (
          <li key={tx.id} className="flex items-center gap-3 px-4 py-3.5">
            <span
              className={cn(
                "inline-flex size-9 shrink-0 items-center justify-center rounded-full",
                kind.tone,
              )}
            >
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {tx.eventId ? (
                  <Link to={eventHref(tx.eventId)} className="underline-offset-2 hover:underline">
                    {tx.reason}
                  </Link>
                ) : (
                  tx.reason
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                {tx.refund ? t("Refund") : kind.label()} ·{" "}
                <time dateTime={tx.createdAt}>{deviceDateTime(new Date(tx.createdAt))}</time>
                {tx.receiptUrl && (
                  <>
                    {" · "}
                    <a
                      href={tx.receiptUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-foreground underline underline-offset-2"
                    >
                      {PAYMENT_TEXT.receipt}
                      <span className="sr-only"> {t("(opens in a new tab)")}</span>
                    </a>
                  </>
                )}
              </p>
            </div>
            <div className="text-right">
              <p
                className={cn(
                  "font-semibold tabular-nums",
                  tx.amount > 0 ? "text-success" : "text-foreground",
                )}
              >
                {tx.amount > 0 ? `+${tx.amount}` : `−${Math.abs(tx.amount)}`}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {t("Balance {balance}", { balance: tx.balanceAfter })}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
