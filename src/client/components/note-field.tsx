import type { ComponentProps, ReactNode } from "react";
import { Field } from "@/client/components/ui/field";
import { Textarea } from "@/client/components/ui/textarea";

type NoteFieldProps = Omit<ComponentProps<typeof Textarea>, "value" | "count" | "maxLength"> & {
  label: string;
  value: string;
  /** The most characters the server takes: the box stops there, and its counter shows how near. */
  max: number;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
};

/**
 * A few sentences a member writes to someone (a reason, a report's details, an appeal, a note for
 * the log, a message): a labelled box with its limit and a counter.
 */
export function NoteField({
  label,
  value,
  max,
  error,
  hint,
  optional,
  rows = 3,
  ...props
}: NoteFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      <Textarea rows={rows} maxLength={max} count={value.length} value={value} {...props} />
    </Field>
  );
}
