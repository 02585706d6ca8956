import { X } from "lucide-react";
import * as SheetPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { DialogOverlay } from "./dialog";
import { DismissEarlierToasts } from "./toast";

export const Sheet = SheetPrimitive.Root;

const sides = {
  right:
    "inset-y-0 right-0 h-full w-full max-w-md border-l motion-safe:data-[state=open]:animate-slide-in-right motion-safe:data-[state=closed]:animate-slide-out-right",
  left: "inset-y-0 left-0 h-full w-full max-w-md border-r motion-safe:data-[state=open]:animate-slide-in-left motion-safe:data-[state=closed]:animate-slide-out-left",
  bottom:
    "inset-x-0 bottom-0 max-h-[90dvh] rounded-t-card border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] motion-safe:data-[state=open]:animate-slide-in-bottom motion-safe:data-[state=closed]:animate-slide-out-bottom",
} as const;

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  side?: keyof typeof sides;
  /** The corner close button's name, when "Close" would be ambiguous inside the sheet. */
  closeLabel?: string;
};

/** A dialog that slides in from an edge: full width on a phone, a side panel on a desktop. */
export function SheetContent({
  side = "right",
  closeLabel = "Close",
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content
        className={cn(
          "fixed z-50 flex flex-col gap-4 overflow-y-auto border-border bg-surface p-6 shadow-lifted focus:outline-none",
          sides[side],
          className,
        )}
        {...props}
      >
        <DismissEarlierToasts />
        {children}
        <SheetPrimitive.Close className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground">
          <X aria-hidden className="size-4" />
          <span className="sr-only">{closeLabel}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex flex-col gap-2", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      className={cn("text-2xl leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn("text-sm leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}
