import { cn } from "@/client/lib/cn";
import { genderText, wishText } from "@/client/lib/wish-text";
import type { ShownWish } from "@/shared/schemas/wish";

/** A member's gender and who they want to meet, in one short line beside their other facts. */
export function MemberWish({ wish, className }: { wish: ShownWish | null; className?: string }) {
  if (!wish) return null;
  return (
    <span className={cn("block text-sm text-muted-foreground", className)}>
      <span className="font-medium text-foreground">{genderText(wish)}</span> · {wishText(wish)}
    </span>
  );
}
