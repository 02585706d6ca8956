import type { ComponentProps } from "react";
import { Field } from "@/client/components/ui/field";
import { Textarea } from "@/client/components/ui/textarea";
import { REASON_MAX } from "@/shared/constants";

type ReasonFieldProps = Omit<ComponentProps<typeof Textarea>, "value" | "count" | "maxLength"> & {
  label: string;
  value: string;
  error?: string;
  hint?: string;
};

/** A reason of 1–500 characters, with its counter. */
export function ReasonField({ label, value, error, hint, ...props }: ReasonFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Textarea rows={3} maxLength={REASON_MAX} count={value.length} value={value} {...props} />
    </Field>
  );
}
