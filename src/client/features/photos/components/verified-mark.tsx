import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";

/** The "Verified" mark on a photo whose face matched its owner's selfie. */
export function VerifiedMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-medium text-success",
        className,
      )}
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      {t("Verified")}
    </span>
  );
}
