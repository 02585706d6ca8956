import { Trans, useTranslation } from "react-i18next";
import { MailCheck } from "lucide-react";
import { useCheckedForm } from "@/client/components/checked-form";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { passwordResetRequestSchema, type PasswordResetRequest } from "@/shared/schemas/account";
import { PASSWORD_RESET_VALIDITY } from "@/shared/texts";
import { useRequestPasswordReset } from "../api";

/** "Forgot password?": asks where to send a link to set a new password. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useCheckedForm<PasswordResetRequest>({
    eagerCheck: passwordResetRequestSchema,
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["email"]);
        toast.error(t("Error"), error.message);
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-2 text-center">
        <MailCheck aria-hidden className="size-9 text-primary" />
        <h2 className="text-xl font-semibold">{t("Check your email")}</h2>
        <p className="text-muted-foreground">
          <Trans
            i18nKey="If an account uses <0>{email}</0>, a link to set a new password is on its way. It works once, for {validity}."
            values={{ email: request.variables.email, validity: PASSWORD_RESET_VALIDITY }}
            components={[<strong key="email" className="break-all text-foreground" />]}
          />
        </p>
      </div>
    );
  }

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={t("Forgot password")}>
      <p className="text-muted-foreground">
        {t("Enter the email you signed up with and we'll send you a link to set a new password.")}
      </p>
      <Field label={t("Email")} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("you@example.com")}
          {...form.register("email")}
        />
      </Field>
      <SubmitButton className="mt-1 w-full" busy={request.isPending} loadingText={t("Sending...")}>
        {t("Send the link")}
      </SubmitButton>
    </form>
  );
}
