import { useTranslation } from "react-i18next";
import { useCheckedForm } from "@/client/components/checked-form";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { nextPathFrom } from "@/client/lib/next-path";
import { paths } from "@/client/lib/paths";
import { signInSchema, type SignInInput } from "@/shared/schemas/account";
import { useSignIn } from "@/client/lib/session";
import { useStartGoogle } from "../api";

type SignInValues = z.input<typeof signInSchema>;

/**
 * Google's email already has a Vouch account: its password, given once, signs the member in, and
 * Google is then linked to that account (Google checks it is the same, verified email).
 */
export function LinkGoogleForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = nextPathFrom(searchParams) ?? undefined;
  const signIn = useSignIn();
  const link = useStartGoogle("link");
  const form = useCheckedForm<SignInValues, SignInInput>({
    eagerCheck: signInSchema,
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () =>
        link.mutate(
          { next },
          {
            onSuccess: ({ url }) => window.location.assign(url),
            onError: (error) => {
              // Signed in all the same: Google can be linked another time.
              toast.error(t("Google wasn't linked"), error.message);
              navigate(next ?? paths.home, { replace: true });
            },
          },
        ),
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["email", "password"]);
        toast.error(t("Error"), error.message);
      },
    }),
  );

  const busy = signIn.isPending || link.isPending || link.isSuccess;

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-labelledby="link-google-title">
      <div className="grid gap-1.5">
        <h2 id="link-google-title" className="text-xl font-semibold">
          {t("You already have a Vouch account")}
        </h2>
        <p className="text-[0.95rem] text-muted-foreground">
          {t(
            "That Google account's email belongs to a Vouch account with a password. Enter it once to link Google; after that, Continue with Google signs you straight in.",
          )}
        </p>
      </div>
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
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <SubmitButton className="mt-1 w-full" busy={busy} loadingText={t("Linking…")}>
        {t("Link Google and sign in")}
      </SubmitButton>
    </form>
  );
}
