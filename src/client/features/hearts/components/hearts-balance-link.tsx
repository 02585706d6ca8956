import { Heart } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { buttonClasses } from "@/client/components/ui/button";
import { useUser } from "@/client/lib/session";
import { cn } from "@/client/lib/cn";

/** The member's balance in the header of every signed-in screen, linking to the wallet. */
export function HeartsBalanceLink({ className }: { className?: string }) {
  const { heartsBalance } = useUser();
  return (
    <Link
      to={paths.hearts}
      className={cn(buttonClasses("ghost", "sm"), "tabular-nums", className)}
      aria-label={`Your hearts: ${heartsBalance}`}
    >
      <Heart aria-hidden className="fill-primary text-primary" />
      <span data-testid="header-hearts">{heartsBalance}</span>
    </Link>
  );
}
