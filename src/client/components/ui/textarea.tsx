import { useTranslation } from "react-i18next";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { controlClasses } from "./input";

type TextareaProps = ComponentProps<"textarea"> & {
  /** Current length of the value; with `maxLength`, shows a "12/80" counter under the box. */
  count?: number;
};

export function Textarea({ className, count, maxLength, ...props }: TextareaProps) {
  const { t } = useTranslation();
  const textarea = (
    <textarea
      maxLength={maxLength}
      className={cn(controlClasses, "min-h-16 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
  if (count === undefined || maxLength === undefined) return textarea;
  return (
    <div className="grid gap-1">
      {textarea}
      <p
        className={cn(
          "justify-self-end text-xs tabular-nums",
          count >= maxLength ? "text-accent-foreground" : "text-muted-foreground",
        )}
      >
        {count}/{maxLength}
        <span className="sr-only"> {t("characters")}</span>
      </p>
    </div>
  );
}
