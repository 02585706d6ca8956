import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageShell } from "@/client/components/ui/page-shell";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { signInPathFor } from "@/client/lib/next-path";
import { paths, signUpPath } from "@/client/lib/paths";
import { useSession } from "@/client/lib/session";
import { circleQueryOptions, useAcceptInviteLink, useInviteLinkPage } from "./api";
import type { AddInviterState } from "./components/add-inviter";

const deadText = (t: TFunction, state: string): string =>
  ({
    expired: t("This invite link has expired."),
    used: t("This invite link has already been used."),
    revoked: t("This invite link was withdrawn."),
  })[state] ?? t("This invite link isn't valid.");

/** Where a friend's invite link opens, signed in or not: join Vouch, or accept as a member. */
export function InvitePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const page = useInviteLinkPage(token);
  const session = useSession();
  const accept = useAcceptInviteLink();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [adult, setAdult] = useState(searchParams.get("adult") === "1");

  if (token && (page.isPending || session.isPending)) {
    return (
      <PageShell width="narrow" className="grid place-items-center sm:pt-10">
        <Spinner label={t("Opening your invite")} />
      </PageShell>
    );
  }
  const data = page.data;
  const owner = data?.ownerFirstName ?? t("your friend");

  if (!token || !data || data.state !== "valid") {
    const known = data && data.state !== "unknown";
    const deadState = data?.state ?? "unknown";
    return (
      <PageShell width="narrow" className="sm:pt-10">
        <title>{t("Invite link · Vouch")}</title>
        <h1 className="mb-4 text-center text-3xl font-semibold">{deadText(t, deadState)}</h1>
        <p className="text-center text-muted-foreground">
          {known
            ? t("Ask {owner} to send you a new link.", { owner })
            : t("Ask the friend who sent it for a new link.")}
        </p>
        <p className="mt-6 text-center">
          <Link to={paths.landing} className={buttonClasses("outline")}>
            {t("About Vouch")}
          </Link>
        </p>
      </PageShell>
    );
  }

  const here = `${paths.invite}?token=${encodeURIComponent(token)}&adult=1`;
  const joinPath = `${signUpPath}&name=${encodeURIComponent(data.friendName ?? "")}&next=${encodeURIComponent(here)}`;
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: async ({ inviter }) => {
        toast.success(
          t("You're in {owner}'s circle", { owner }),
          t("Your consent to be introduced is yours to set."),
        );
        // A newcomer builds their own circle next; a member goes to theirs.
        const circle = await queryClient.fetchQuery(circleQueryOptions).catch(() => null);
        // Either offers to add the inviter to the member's own circle (AddInviter).
        const state: AddInviterState = { addInviter: inviter };
        navigate(circle && circle.friends.length > 0 ? paths.circle : paths.onboarding, {
          replace: true,
          state,
        });
      },
      onError: (error) => toast.error(t("Couldn't accept"), errorMessage(error)),
    });

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{t("{owner} invited you · Vouch", { owner })}</title>
      <h1 className="mb-4 text-center text-3xl font-semibold text-balance sm:text-4xl">
        {t("{owner} wants you in their circle on Vouch", { owner })}
      </h1>
      <Card>
        <CardContent className="grid gap-4">
          <p>
            {t(
              "On Vouch, friends introduce friends. Being in {owner}'s circle means {owner} can introduce you to people they think you'd like, and you can introduce them.",
              { owner },
            )}
          </p>
          <p>
            {t(
              "Whether you're introduced is up to you: your consent is yours to set, and you can change it any time.",
            )}
          </p>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 accent-primary"
              checked={adult}
              onChange={(e) => setAdult(e.target.checked)}
            />
            <span>{t("I'm 18 or older")}</span>
          </label>
          {session.data ? (
            <Button onClick={onAccept} disabled={!adult} loading={accept.isPending}>
              {t("Accept")}
            </Button>
          ) : (
            <div className="grid gap-2">
              <Button disabled={!adult} onClick={() => navigate(joinPath)}>
                {t("Join Vouch")}
              </Button>
              <Button
                variant="outline"
                disabled={!adult}
                onClick={() => navigate(signInPathFor(here))}
              >
                {t("Sign in to accept")}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </PageShell>
  );
}
