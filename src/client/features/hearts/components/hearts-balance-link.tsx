import { Heart } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { buttonClasses } from "@/client/components/ui/button";
import { useUser } from "@/client/lib/session";
import { cn } from "@/client/lib/cn";
import { useTranslation } from "react-i18next";

/** The member's balance in the header of every signed-in screen, linking to the wallet. */
export function HeartsBalanceLink({ className }: { className?: string }) {
  const { heartsBalance } = useUser();
  const { t } = useTranslation();
  return (
    <Link
      to={paths.hearts}
      className={cn(buttonClasses("ghost", "sm"), "tabular-nums", className)}
      aria-label={t("Your hearts: {balance}", { balance: heartsBalance })}
    >
      <Heart aria-hidden className="fill-primary text-primary" />
      <span data-testid="header-hearts">{heartsBalance}</span>
    </Link>
  );
}
