import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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

const DEAD: Record<string, string> = {
  expired: "This invite link has expired.",
  used: "This invite link has already been used.",
  revoked: "This invite link was withdrawn.",
  unknown: "This invite link isn't valid.",
};

/** Where a friend's invite link opens, signed in or not: join Vouch, or accept as a member. */
export function InvitePage() {
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
        <Spinner label="Opening your invite" />
      </PageShell>
    );
  }
  const data = page.data;
  const owner = data?.ownerFirstName ?? "your friend";

  if (!token || !data || data.state !== "valid") {
    const known = data && data.state !== "unknown";
    return (
      <PageShell width="narrow" className="sm:pt-10">
        <title>Invite link · Vouch</title>
        <h1 className="mb-4 text-center text-3xl font-semibold">
          {DEAD[data?.state ?? "unknown"] ?? DEAD.unknown}
        </h1>
        <p className="text-center text-muted-foreground">
          {known
            ? `Ask ${owner} to send you a new link.`
            : "Ask the friend who sent it for a new link."}
        </p>
        <p className="mt-6 text-center">
          <Link to={paths.landing} className={buttonClasses("outline")}>
            About Vouch
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
          `You're in ${owner}'s circle`,
          "Your consent to be introduced is yours to set.",
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
      onError: (error) => toast.error("Couldn't accept", errorMessage(error)),
    });

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{`${owner} invited you · Vouch`}</title>
      <h1 className="mb-4 text-center text-3xl font-semibold text-balance sm:text-4xl">
        {owner} wants you in their circle on Vouch
      </h1>
      <Card>
        <CardContent className="grid gap-4">
          <p>
            On Vouch, friends introduce friends. Being in {owner}&apos;s circle means {owner} can
            introduce you to people they think you&apos;d like, and you can introduce them.
          </p>
          <p>
            Whether you&apos;re introduced is up to you: your consent is yours to set, and you can
            change it any time.
          </p>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 accent-primary"
              checked={adult}
              onChange={(e) => setAdult(e.target.checked)}
            />
            <span>I&apos;m 18 or older</span>
          </label>
          {session.data ? (
            <Button onClick={onAccept} disabled={!adult} loading={accept.isPending}>
              Accept
            </Button>
          ) : (
            <div className="grid gap-2">
              <Button disabled={!adult} onClick={() => navigate(joinPath)}>
                Join Vouch
              </Button>
              <Button
                variant="outline"
                disabled={!adult}
                onClick={() => navigate(signInPathFor(here))}
              >
                Sign in to accept
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </PageShell>
  );
}
