import { useId, type ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { Label } from "./label";
import { Switch } from "./switch";

type SwitchRowProps = {
  label: string;
  /** What the switch does, or why it can't be used: said under it and read with it. */
  about: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (on: boolean) => void;
  /** Read out again when it changes (a state the member didn't cause, e.g. a device check). */
  aboutLive?: boolean;
  className?: string;
};

/** A setting that is on or off: its name and switch on one line, what it does under them. */
export function SwitchRow({
  label,
  about,
  checked,
  disabled,
  onCheckedChange,
  aboutLive,
  className,
}: SwitchRowProps) {
  const id = useId();
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <Switch
          id={id}
          aria-describedby={`${id}-about`}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onCheckedChange}
        />
      </div>
      <p
        id={`${id}-about`}
        className="text-sm text-muted-foreground"
        aria-live={aboutLive ? "polite" : undefined}
      >
        {about}
      </p>
    </div>
  );
}
