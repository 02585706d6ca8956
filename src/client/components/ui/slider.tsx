import * as SliderPrimitive from "@radix-ui/react-slider";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name of each thumb, e.g. "Trust level". */
  thumbLabel: string;
  /** Spoken value, e.g. 1 → "Familiar". */
  valueText?: (value: number) => string;
};

export function Slider({ className, thumbLabel, valueText, ...props }: SliderProps) {
  const values = props.value ?? props.defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      className={cn(
        "relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((value, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabel}
          aria-valuetext={valueText?.(value)}
          className="block size-6 cursor-grab rounded-full border-2 border-primary bg-surface shadow-soft transition-[box-shadow] hover:ring-4 hover:ring-primary/15 active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
