import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Field } from "./field";
import type { SelectOption } from "@/client/lib/select-options";
import { Select } from "./select";

type SelectFieldProps<T extends FieldValues, V extends string, Out> = {
  /** A form checked lazily hands over its checked output type too (useCheckedForm). */
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  /** Marks the field optional in its label. */
  optional?: boolean;
};

/** A labelled select bound to a react-hook-form field, with its error under it. */
export function SelectField<T extends FieldValues, V extends string, Out = T>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
  optional,
}: SelectFieldProps<T, V, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} optional={optional} error={fieldState.error?.message}>
          <Select
            options={options}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            placeholder={placeholder}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}
