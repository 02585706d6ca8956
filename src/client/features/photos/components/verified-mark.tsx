import { BadgeCheck } from "lucide-react";
import { cn } from "@/client/lib/cn";

/** The "Verified" mark on a photo whose face matched its owner's selfie. */
export function VerifiedMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-medium text-success",
        className,
      )}
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      Verified
    </span>
  );
}
