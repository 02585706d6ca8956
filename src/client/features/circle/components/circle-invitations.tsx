import { Check, X } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { useAnswerInvitation, useCircleInvitations, type CircleInvitation } from "../api";

/**
 * Members who listed you in their circle. Until you confirm, they see only the username they
 * typed: no Member mark, none of your profile, no direct introductions.
 */
export function CircleInvitations() {
  const { t } = useTranslation();
  const invitations = useCircleInvitations();
  if (!invitations.data?.length) return null;
  return (
    <Card role="region" aria-labelledby="circle-invitations-title">
      <CardHeader>
        <h2 id="circle-invitations-title" className="text-xl leading-snug font-semibold">
          {t("Are you their friend?")}
        </h2>
        <CardDescription>
          {t(
            "Confirm and you show as a Member in their circle, so they can vouch for you and introduce you directly.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.friendId} invitation={invitation} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: CircleInvitation }) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation();
  const { from, asName, friendId } = invitation;
  // Awaited rather than per-call callbacks: a confirmed invitation leaves the list at once, and
  // an unmounted row's mutate callbacks would never run.
  const send = (verb: "confirm" | "decline") =>
    answer.mutateAsync({ friendId, answer: verb }).then(
      () =>
        verb === "confirm"
          ? toast.success(t("Confirmed"), t("You're in {name}'s circle.", { name: from.name }))
          : toast.success(
              t("Invitation declined"),
              t("{name} won't see you as a Member.", { name: from.name }),
            ),
      (error: unknown) => toast.error(t("Error"), errorMessage(error)),
    );
  const busy = answer.isPending ? answer.variables.answer : undefined;

  return (
    <li className="flex flex-wrap items-center gap-3">
      <span aria-hidden className="contents">
        <Avatar name={from.name} photo={from.photo} />
      </span>
      <p className="min-w-0 flex-1 basis-48 text-sm">
        <Trans
          i18nKey="<0>{name}</0> <1>@{username}</1> added you to their circle as “{asName}”."
          values={{ name: from.name, username: from.username, asName }}
          components={[
            <span key="name" className="font-semibold" />,
            <span key="username" className="text-muted-foreground" />,
          ]}
        />
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => send("confirm")}
          loading={busy === "confirm"}
          disabled={answer.isPending}
          aria-label={t("Confirm you are {name}'s friend", { name: from.name })}
        >
          {busy !== "confirm" && <Check aria-hidden />}
          {t("Confirm")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => send("decline")}
          loading={busy === "decline"}
          disabled={answer.isPending}
          aria-label={t("Decline {name}'s invitation", { name: from.name })}
        >
          {busy !== "decline" && <X aria-hidden />}
          {t("Decline")}
        </Button>
      </div>
    </li>
  );
}
