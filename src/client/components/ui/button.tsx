import * as Slot from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { Spinner } from "./spinner";

const variants = {
  primary:
    "bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover active:translate-y-px",
  secondary: "bg-accent text-accent-foreground hover:bg-accent-hover",
  outline: "border border-input bg-surface text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive:
    "bg-destructive text-destructive-foreground hover:bg-destructive-hover active:translate-y-px",
} as const;

const sizes = {
  sm: "h-9 gap-1.5 px-3 text-sm",
  md: "h-11 gap-2 px-5 text-[0.95rem]",
  lg: "h-12 gap-2 px-7 text-base",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const buttonBase =
  "inline-flex shrink-0 select-none items-center justify-center rounded-full font-medium whitespace-nowrap transition-[background-color,color,transform] duration-150 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return cn(buttonBase, variants[variant], sizes[size]);
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Disables the button and shows a spinner; `loadingText` replaces the label meanwhile. */
  loading?: boolean;
  loadingText?: string;
};

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  loadingText,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
