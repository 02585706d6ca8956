import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { PageShell } from "@/client/components/ui/page-shell";
import { PasswordInput } from "@/client/components/ui/password-input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { ApiError } from "@/client/lib/api";
import { paths } from "@/client/lib/paths";
import type { Decision } from "@/shared/schemas/moderation";
import { useSanctionLookup } from "./api";
import { DecisionCard } from "./components/decision-card";

/**
 * /appeal: a suspended or banned member can't sign in, so their email and password show them
 * the decision and its reason here, and take their one appeal (docs/decisions/0041).
 */
export function AppealPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notSanctioned, setNotSanctioned] = useState<string | null>(null);
  const lookup = useSanctionLookup();

  function show(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(t("Incomplete"), t("Enter your email and password"));
      return;
    }
    lookup.mutate(
      { email, password },
      {
        onSuccess: (data) => setDecision(data.decision),
        onError: (error) => {
          if (error instanceof ApiError && error.code === "not_sanctioned")
            setNotSanctioned(error.message);
          else toast.error(t("Error"), error.message);
        },
      },
    );
  }

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{t("A decision about your account · Vouch")}</title>
      <h1 className="mb-7 text-center text-4xl font-semibold sm:text-5xl">
        {t("A decision about your account")}
      </h1>
      <Card>
        <CardContent>
          {decision ? (
            <DecisionCard
              decision={decision}
              appealing={lookup.isPending}
              onAppeal={(text) =>
                lookup.mutate(
                  { email, password, text },
                  {
                    onSuccess: (data) => {
                      setDecision(data.decision);
                      toast.success(t("Appeal sent"), t("A different moderator will answer it."));
                    },
                    onError: (error) => toast.error(t("Error"), error.message),
                  },
                )
              }
            />
          ) : notSanctioned ? (
            <div role="status" className="grid justify-items-center gap-4 text-center">
              <p>{notSanctioned}</p>
              <Button asChild>
                <Link to={paths.auth}>{t("Sign in")}</Link>
              </Button>
            </div>
          ) : (
            <form onSubmit={show} className="grid gap-4" noValidate aria-label={t("Your account")}>
              <p className="text-pretty text-muted-foreground">
                {t(
                  "While your account is suspended or closed you can't sign in. Your email and password show you what our moderators decided and why, and let you appeal once.",
                )}
              </p>
              <Field label={t("Email")}>
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field>
              <Field label={t("Password")}>
                <PasswordInput
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
              <SubmitButton busy={lookup.isPending}>{t("Show the decision")}</SubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
    </PageShell>
  );
}
