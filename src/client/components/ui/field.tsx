import { useTranslation } from "react-i18next";
import * as Slot from "@radix-ui/react-slot";
import { useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { Label } from "./label";

type FieldProps = {
  label: ReactNode;
  /** The control: it receives the id and the aria-describedby / aria-invalid wiring. */
  children: ReactElement;
  error?: string;
  hint?: ReactNode;
  /** Marks optional fields in the label, e.g. "(optional)". */
  optional?: boolean;
  id?: string;
  className?: string;
};

export function Field({ label, children, error, hint, optional, id, className }: FieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> {t("(optional)")}</span>}
      </Label>
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {/* Always rendered so screen readers are already watching when a message appears. */}
      <p
        id={errorId}
        aria-live="polite"
        className={cn("text-sm text-destructive", !error && "sr-only")}
      >
        {/* A schema's message is its English key (decision 0072); a translated one reads as it is. */}
        {error && t(error)}
      </p>
    </div>
  );
}
