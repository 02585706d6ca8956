import type { ComponentProps } from "react";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { Button } from "@/client/components/ui/button";

type SubmitButtonProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<typeof Button>,
  "type" | "loading"
> & {
  control: Control<Values, unknown, Output>;
  /** The form's request is on its way. */
  busy: boolean;
};

/**
 * A lazily checked form's submit (useCheckedForm's `check`): busy also while the check is on its
 * way, as a second tap would otherwise send twice (decision 0048).
 */
export function SubmitButton<Values extends FieldValues, Output>({
  control,
  busy,
  ...props
}: SubmitButtonProps<Values, Output>) {
  const { isSubmitting } = useFormState({ control });
  return <Button type="submit" loading={busy || isSubmitting} {...props} />;
}
