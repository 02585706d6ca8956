import { useTranslation } from "react-i18next";
import { useCheckedForm } from "@/client/components/checked-form";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { PASSWORD_MIN } from "@/shared/constants";
import { passwordChangeSchema, type PasswordChange } from "@/shared/schemas/account";
import { useChangePassword } from "../api";

/** Settings' "Change password": the current one, then the new one; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useCheckedForm<PasswordChange>({
    eagerCheck: passwordChangeSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ otherSessionsEnded }) => {
        form.reset();
        toast.success(
          t("Password changed"),
          otherSessionsEnded > 0
            ? t("You've been signed out on your other devices.")
            : t("Use it next time you sign in."),
        );
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ["currentPassword", "newPassword"])) {
          toast.error(t("Error"), error.message);
        }
      },
    }),
  );

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={t("Change password")}>
      <Field label={t("Current password")} error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register("currentPassword")}
        />
      </Field>
      <Field
        label={t("New password")}
        error={errors.newPassword?.message}
        hint={t(
          "At least {min} characters, not a common one. You stay signed in here; other devices are signed out.",
          { min: PASSWORD_MIN },
        )}
      >
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </Field>
      <SubmitButton
        className="w-full sm:w-auto sm:justify-self-start"
        busy={change.isPending}
        loadingText={t("Saving...")}
      >
        {t("Change password")}
      </SubmitButton>
    </form>
  );
}
