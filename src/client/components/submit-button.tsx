import type { ComponentProps } from "react";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { Button } from "@/client/components/ui/button";

type SubmitButtonProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<typeof Button>,
  "type" | "loading"
> & {
  /**
   * A lazily checked form's (useCheckedForm's `check`): busy also while the check is on its way.
   * A form checked at once (`eagerCheck`), or with nothing to check, leaves it out.
   */
  control?: Control<Values, unknown, Output>;
  /** The form's request is on its way, when the submit handler doesn't wait for it. */
  busy?: boolean;
};

/**
 * Every form's submit. A lazily checked form's is busy also while the check is on its way, as a
 * second tap would otherwise send twice (decision 0048).
 */
export function SubmitButton<Values extends FieldValues, Output>({
  control,
  busy = false,
  ...props
}: SubmitButtonProps<Values, Output>) {
  if (control) return <WhileChecked control={control} busy={busy} {...props} />;
  return <Button type="submit" loading={busy} {...props} />;
}

function WhileChecked<Values extends FieldValues, Output>({
  control,
  busy,
  ...props
}: SubmitButtonProps<Values, Output> & { control: Control<Values, unknown, Output> }) {
  const { isSubmitting } = useFormState({ control });
  return <Button type="submit" loading={busy || isSubmitting} {...props} />;
}
