import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

export const controlClasses =
  "w-full rounded-xl border border-input bg-surface px-3.5 text-base text-foreground shadow-[inset_0_1px_2px_rgb(43_33_31/0.04)] transition-[border-color,box-shadow] duration-150 placeholder:text-placeholder hover:border-foreground/50 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClasses, "h-11", className)} {...props} />;
}
