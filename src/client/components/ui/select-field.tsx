import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Field } from "./field";
import type { SelectOption } from "@/client/lib/select-options";
import { Select } from "./select";

type SelectFieldProps<T extends FieldValues, V extends string> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
};

/** A labelled select bound to a react-hook-form field, with its error under it. */
export function SelectField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
}: SelectFieldProps<T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
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
