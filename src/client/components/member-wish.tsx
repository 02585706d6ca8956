import { cn } from "@/client/lib/cn";
import { genderText, wishShortText, wishText } from "@/client/lib/wish-text";
import type { ShownWish } from "@/shared/schemas/wish";

type MemberWishProps = {
  wish: ShownWish | null;
  /** Who and ages only ("into men · 30–40"), for a small card; the full answer elsewhere. */
  compact?: boolean;
  className?: string;
};

/** A member's gender and who they want to meet, in a short line beside their other facts. */
export function MemberWish({ wish, compact = false, className }: MemberWishProps) {
  if (!wish) return null;
  return (
    <span className={cn("block text-sm text-muted-foreground", className)}>
      <span className="font-medium text-foreground">{genderText(wish)}</span> ·{" "}
      {compact ? wishShortText(wish) : wishText(wish)}
    </span>
  );
}
