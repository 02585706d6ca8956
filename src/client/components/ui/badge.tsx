import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

const variants = {
  default: "bg-muted text-foreground",
  primary: "bg-primary text-primary-foreground",
  accent: "bg-accent text-accent-foreground",
  success: "bg-success-soft text-success",
  outline: "border border-border text-muted-foreground",
} as const;

type BadgeProps = ComponentProps<"span"> & { variant?: keyof typeof variants };

export function Badge({ variant = "default", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
