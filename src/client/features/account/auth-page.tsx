import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths, signUpPath } from "@/client/lib/paths";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageShell } from "@/client/components/ui/page-shell";
import { LanguageSwitch } from "@/client/components/language-switch";
import { ForgotPasswordForm } from "./components/forgot-password-form";
import { GoogleSignInButton } from "./components/google-sign-in-button";
import { LinkGoogleForm } from "./components/link-google-form";
import { SignInForm } from "./components/sign-in-form";
import { SignUpForm } from "./components/sign-up-form";
import { ACCOUNT_NOT_LINKED, googleErrorText } from "@/client/lib/google-errors";

export function AuthPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get("mode");
  if (mode === "forgot") return <ForgotPassword />;
  const signingUp = mode === "sign-up";
  // Google sends a member back here with `error=<code>` when it didn't sign them in.
  const googleError = searchParams.get("error");
  const linking = googleError === ACCOUNT_NOT_LINKED && !signingUp;
  const problem = googleError && !linking ? googleErrorText(googleError) : null;

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{signingUp ? t("Join Vouch") : t("Sign in · Vouch")}</title>
      <div className="mb-7 text-center">
        <h1 className="text-4xl font-semibold sm:text-5xl">
          {signingUp ? t("Join Vouch") : t("Welcome back")}
        </h1>
        <p className="mt-3 font-serif text-lg text-balance text-accent-foreground italic">
          {t("No algorithms. Just the people who know you best.")}
        </p>
      </div>

      {problem && (
        <div
          role="alert"
          className="mb-5 rounded-card border border-destructive-border bg-destructive-soft px-4 py-3 text-destructive"
        >
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-0.5 text-sm leading-snug">{problem.description}</p>
          {problem.appeal && (
            <Link
              to={paths.appeal}
              className="mt-2 inline-block py-1 text-sm font-semibold text-foreground underline underline-offset-4"
            >
              {t("See why, and appeal")}
            </Link>
          )}
        </div>
      )}

      <Card>
        <CardContent className="grid gap-5">
          {linking ? <LinkGoogleForm /> : signingUp ? <SignUpForm /> : <SignInForm />}
          {!linking && (
            <>
              <div className="flex items-center gap-3 text-xs tracking-widest text-muted-foreground uppercase">
                <span className="h-px flex-1 bg-border" />
                {t("or")}
                <span className="h-px flex-1 bg-border" />
              </div>
              <GoogleSignInButton />
            </>
          )}
        </CardContent>
      </Card>

      <p className="mt-6 text-center text-[0.95rem]">
        <Link
          to={signingUp ? paths.auth : signUpPath}
          className="rounded-md px-1 py-2 text-muted-foreground transition-colors hover:text-foreground"
        >
          {signingUp ? t("Already have an account?") : t("Need an account?")}{" "}
          <span className="font-semibold text-primary underline decoration-primary/40 underline-offset-4">
            {signingUp ? t("Sign in") : t("Sign up")}
          </span>
        </Link>
      </p>
      <LanguageSwitch className="mt-4 justify-center" />
    </PageShell>
  );
}

function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{t("Forgot password · Vouch")}</title>
      <h1 className="mb-7 text-center text-4xl font-semibold sm:text-5xl">
        {t("Forgot password?")}
      </h1>
      <Card>
        <CardContent>
          <ForgotPasswordForm />
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
