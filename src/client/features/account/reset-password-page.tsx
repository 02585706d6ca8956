import { useTranslation } from "react-i18next";
import { useCheckedForm } from "@/client/components/checked-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { PageShell } from "@/client/components/ui/page-shell";
import { toast } from "@/client/components/ui/toast";
import { ApiError } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { paths } from "@/client/lib/paths";
import { PASSWORD_MIN } from "@/shared/constants";
import { passwordResetSchema, type PasswordReset } from "@/shared/schemas/account";
import { Spinner } from "@/client/components/ui/spinner";
import { SubmitButton } from "@/client/components/submit-button";
import { useResetLinkState, useResetPassword } from "./api";

const FORGOT_URL = `${paths.auth}?mode=forgot`;

/** Where a "Forgot password?" mail's link opens: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const link = useResetLinkState(token);
  const form = useCheckedForm<PasswordReset>({
    eagerCheck: passwordResetSchema,
    defaultValues: { token, password: "" },
  });
  const { errors } = form.formState;
  // A used, expired or unknown link: nothing typed here can help, only a new link.
  const deadLink = !token
    ? t("This link is incomplete. Open the link from the email again, or ask for a new one.")
    : reset.error instanceof ApiError && reset.error.code.startsWith("reset_link_")
      ? reset.error.message
      : reset.isIdle && link.data?.state !== "valid"
        ? (link.data?.message ?? null)
        : null;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(t("Password set"), t("Sign in with your new password."));
        navigate(paths.auth, { replace: true });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ["password"])) return;
        if (!(error instanceof ApiError && error.code.startsWith("reset_link_"))) {
          toast.error(t("Error"), error.message);
        }
      },
    }),
  );

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{t("Set a new password · Vouch")}</title>
      <h1 className="mb-7 text-center text-4xl font-semibold sm:text-5xl">
        {t("Set a new password")}
      </h1>
      <Card>
        <CardContent>
          {token && link.isPending ? (
            <div className="flex justify-center py-6 text-primary">
              <Spinner label={t("Checking your link")} className="size-7" />
            </div>
          ) : deadLink ? (
            <div role="alert" className="grid justify-items-center gap-4 text-center">
              <p>{deadLink}</p>
              <Button asChild>
                <Link to={FORGOT_URL}>{t("Ask for a new link")}</Link>
              </Button>
            </div>
          ) : (
            <form
              {...form.formProps(onSubmit)}
              className="grid gap-4"
              aria-label={t("Set a new password")}
            >
              <p className="text-muted-foreground">
                {t("Choose a new password. Setting it signs you out everywhere.")}
              </p>
              <Field
                label={t("New password")}
                error={errors.password?.message}
                hint={t("At least {min} characters, not a common one.", { min: PASSWORD_MIN })}
              >
                <Input type="password" autoComplete="new-password" {...form.register("password")} />
              </Field>
              <SubmitButton
                className="mt-1 w-full"
                busy={reset.isPending || reset.isSuccess}
                loadingText={t("Saving...")}
              >
                {t("Set new password")}
              </SubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-[0.95rem]">
        <Link
          to={paths.auth}
          className="rounded-md px-1 py-2 font-semibold text-primary underline decoration-primary/40 underline-offset-4"
        >
          {t("Back to sign in")}
        </Link>
      </p>
    </PageShell>
  );
}
