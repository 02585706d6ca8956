import { useTranslation } from "react-i18next";
import { ChevronRight, Heart, Sparkles, Unlock } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/components/ui/popover";

export function HeartsPopover({ balance }: { balance: number }) {
  const { t } = useTranslation();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 tabular-nums"
          aria-label={t("Hearts wallet: {balance}", { balance })}
        >
          <Heart aria-hidden className="fill-primary text-primary" />
          <span data-testid="header-hearts">{balance}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t("Hearts wallet")}>
        <h2 className="text-lg font-semibold">{t("Hearts Wallet")}</h2>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="font-serif text-4xl font-semibold text-primary tabular-nums">
            {balance}
          </span>
          <span className="text-muted-foreground">
            {t("{count, plural, one {heart} other {hearts}}", { count: balance })}
          </span>
        </p>
        <ul className="mt-3 grid gap-2 text-sm">
          <li className="flex items-center gap-2">
            <Sparkles aria-hidden className="size-4 shrink-0 text-accent-foreground" />
            {t("Earn by making successful matches")}
          </li>
          <li className="flex items-center gap-2">
            <Unlock aria-hidden className="size-4 shrink-0 text-accent-foreground" />
            {t("Spend to unlock profiles")}
          </li>
        </ul>
        <Button asChild variant="outline" size="sm" className="mt-4 w-full">
          <Link to={paths.hearts}>
            {t("View Transaction History")}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </PopoverContent>
    </Popover>
  );
}
