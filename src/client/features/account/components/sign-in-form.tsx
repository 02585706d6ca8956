import { useTranslation } from "react-i18next";
import { useState } from "react";
import { useCheckedForm } from "@/client/components/checked-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { nextPathFrom } from "@/client/lib/next-path";
import { paths } from "@/client/lib/paths";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { PasswordInput } from "@/client/components/ui/password-input";
import { useFormToast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { signInSchema, type SignInInput } from "@/shared/schemas/account";
import { useSignIn } from "@/client/lib/session";
import { ApiError } from "@/client/lib/api";

type SignInValues = z.input<typeof signInSchema>;

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const formToast = useFormToast();
  // A suspended or banned member's sign-in: said calmly in the form, not as an error toast.
  const [closed, setClosed] = useState<string | null>(null);
  const form = useCheckedForm<SignInValues, SignInInput>({
    eagerCheck: signInSchema,
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setClosed(null);
    signIn.mutate(values, {
      onSuccess: () => {
        formToast.clear();
        navigate(nextPathFrom(searchParams) ?? paths.home, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "sanctioned") {
          formToast.clear();
          setClosed(error.message);
          return;
        }
        applyServerFieldErrors(error, form.setError, ["email", "password"]);
        formToast.error(t("Error"), error.message);
      },
    });
  });

  // Stay busy after success too: the next screen's code may still be loading.
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={t("Sign in")}>
      {closed && (
        <div role="alert" className="rounded-card border border-border bg-muted px-4 py-3">
          <p className="font-semibold">{t("A decision by our moderators")}</p>
          <p className="mt-0.5 text-sm leading-snug">{closed}</p>
          <Link
            to={`${paths.appeal}?email=${encodeURIComponent(form.getValues("email"))}`}
            className="mt-1 inline-block text-sm font-medium underline underline-offset-4"
          >
            {t("See why, and appeal")}
          </Link>
        </div>
      )}
      <Field label={t("Email")} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("you@example.com")}
          {...form.register("email")}
        />
      </Field>
      <Field label={t("Password")} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </Field>
      <Link
        to={`${paths.auth}?mode=forgot`}
        className="-my-1 justify-self-end rounded-md px-1 py-1 text-sm font-medium text-primary underline decoration-primary/40 underline-offset-4"
      >
        {t("Forgot password?")}
      </Link>
      <SubmitButton className="mt-1 w-full" busy={busy} loadingText={t("Loading...")}>
        {t("Sign In")}
      </SubmitButton>
    </form>
  );
}
