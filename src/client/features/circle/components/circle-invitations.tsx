import { Check, X } from "lucide-react";
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
  const invitations = useCircleInvitations();
  if (!invitations.data?.length) return null;
  return (
    <Card role="region" aria-labelledby="circle-invitations-title">
      <CardHeader>
        <h2 id="circle-invitations-title" className="text-xl leading-snug font-semibold">
          Are you their friend?
        </h2>
        <CardDescription>
          Confirm and you show as a Member in their circle, so they can vouch for you and introduce
          you directly.
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
  const answer = useAnswerInvitation();
  const { from, asName, friendId } = invitation;
  // Awaited rather than per-call callbacks: a confirmed invitation leaves the list at once, and
  // an unmounted row's mutate callbacks would never run.
  const send = (verb: "confirm" | "decline") =>
    answer.mutateAsync({ friendId, answer: verb }).then(
      () =>
        verb === "confirm"
          ? toast.success("Confirmed", `You're in ${from.name}'s circle.`)
          : toast.success("Invitation declined", `${from.name} won't see you as a Member.`),
      (error: unknown) => toast.error("Error", errorMessage(error)),
    );
  const busy = answer.isPending ? answer.variables.answer : undefined;

  return (
    <li className="flex flex-wrap items-center gap-3">
      <span aria-hidden className="contents">
        <Avatar name={from.name} photo={from.photo} />
      </span>
      <p className="min-w-0 flex-1 basis-48 text-sm">
        <span className="font-semibold">{from.name}</span>{" "}
        <span className="text-muted-foreground">@{from.username}</span> added you to their circle as
        “{asName}”.
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => send("confirm")}
          loading={busy === "confirm"}
          disabled={answer.isPending}
          aria-label={`Confirm you are ${from.name}'s friend`}
        >
          {busy !== "confirm" && <Check aria-hidden />}
          Confirm
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => send("decline")}
          loading={busy === "decline"}
          disabled={answer.isPending}
          aria-label={`Decline ${from.name}'s invitation`}
        >
          {busy !== "decline" && <X aria-hidden />}
          Decline
        </Button>
      </div>
    </li>
  );
}
