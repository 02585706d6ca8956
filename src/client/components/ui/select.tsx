import { Check, ChevronDown } from "lucide-react";
import * as SelectPrimitive from "@radix-ui/react-select";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import type { SelectOption } from "@/client/lib/select-options";
import { controlClasses } from "./input";

type SelectProps<V extends string> = Omit<
  ComponentProps<typeof SelectPrimitive.Trigger>,
  "value"
> & {
  options: readonly SelectOption<V>[];
  value: V | undefined;
  onValueChange: (value: V) => void;
  placeholder?: string;
  name?: string;
  required?: boolean;
};

/**
 * A Radix select from a list of options. The trigger carries id/aria props, so it works
 * inside <Field> like any input.
 *
 * Radix's Root adds a hidden native <select> for forms and autofill whose "no choice yet" option
 * is empty, which HTML doesn't allow, and whose other options exist only once effects ran (so the
 * server draws none). Its Provider is the Root without that select: ours is drawn from the
 * options themselves, its first one named by the placeholder.
 */
export function Select<V extends string>({
  options,
  value,
  onValueChange,
  placeholder = "Choose…",
  name,
  required,
  disabled,
  className,
  ...triggerProps
}: SelectProps<V>) {
  return (
    <SelectPrimitive.unstable_Provider
      // Radix treats "" as "no value", which shows the placeholder again after a reset.
      value={value ?? ""}
      onValueChange={(next) => onValueChange(next as V)}
      name={name}
      required={required}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        className={cn(
          controlClasses,
          "flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-placeholder",
          className,
        )}
        {...triggerProps}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] max-w-[calc(100vw-1.5rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-surface shadow-lifted motion-safe:data-[state=open]:animate-pop-in"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex min-h-10 cursor-default items-center rounded-lg py-2 pr-3 pl-8 text-[0.95rem] outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2.5 inline-flex">
                  <Check aria-hidden className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
      <select
        aria-hidden
        tabIndex={-1}
        name={name}
        required={required}
        disabled={disabled}
        value={value ?? ""}
        onChange={(event) => onValueChange(event.target.value as V)}
        className="sr-only"
      >
        {value === undefined || value === "" ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </SelectPrimitive.unstable_Provider>
  );
}
