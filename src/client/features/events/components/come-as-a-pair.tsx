import { useTranslation } from "react-i18next";
import { Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { toast } from "@/client/components/ui/toast";
import { formatEventTime } from "@/shared/event-time";
import { PAIR_CONFIRM_HOURS } from "@/shared/constants";
import { heartsText } from "@/shared/texts";
import { useHeartsBalance } from "@/client/lib/session";
import { useEventAction, type EventDetail } from "../api";

// Come as a pair: naming a linked friend as wingperson, their answer, and the pair's line.

const ALONE = "alone";

type Friend = EventDetail["wingpersonChoices"][number];

/** The friend chosen to come with, if any. */
export function useWingperson(event: EventDetail) {
  const [friendId, setFriendId] = useState(ALONE);
  const friend = event.wingpersonChoices.find((f) => f.id === friendId) ?? null;
  return { friend, friendId: friend ? friendId : ALONE, setFriendId };
}

type WingpersonState = ReturnType<typeof useWingperson>;

/** "Come with a friend": the member's linked circle friends, or just them. */
export function WingpersonChoice({
  event,
  choice,
}: {
  event: EventDetail;
  choice: WingpersonState;
}) {
  if (event.wingpersonChoices.length === 0) return null;
  const options = [
    { value: ALONE, label: "Just me" },
    ...event.wingpersonChoices.map((f: Friend) => ({ value: f.id, label: f.name })),
  ];
  return (
    <Field
      label="Come with a friend"
      optional
      hint={
        choice.friend
          ? `${choice.friend.name} gets ${PAIR_CONFIRM_HOURS} hours to confirm; their seat is held meanwhile, and they hold their own deposit.`
          : "A friend from your circle who is on Vouch can come with you as a pair."
      }
    >
      <Select options={options} value={choice.friendId} onValueChange={choice.setFriendId} />
    </Field>
  );
}

/** How the member comes as a pair, once they have a place. */
export function PairLine({ event }: { event: EventDetail }) {
  const pair = event.pair;
  if (!pair) return null;
  const text =
    pair.status === "confirmed"
      ? `Coming as a pair with ${pair.firstName}`
      : pair.status === "waiting"
        ? `Waiting as a pair with ${pair.firstName}: you're seated together when two seats free up.`
        : `Waiting for ${pair.firstName} to confirm${
            pair.expiresAt ? ` by ${formatEventTime(pair.expiresAt)}` : ""
          }; their seat is held.`;
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="pair-line">
      <Users aria-hidden className="size-4 shrink-0 text-primary" />
      {text}
    </p>
  );
}

/** The wingperson's answer: confirm (their own deposit held) or decline. */
export function PairInvitation({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  const balance = useHeartsBalance();
  const pair = event.pair!;
  const answer = (kind: "confirm-pair" | "decline-pair") =>
    action.mutate(kind, {
      onSuccess: () =>
        kind === "confirm-pair"
          ? toast.success(`Coming as a pair with ${pair.firstName}`, "See you there!")
          : toast.success("Invitation declined", `${pair.firstName} keeps their own seat.`),
      onError: (error: Error) => toast.error("Error", error.message),
    });
  return (
    <div role="group" aria-label="Invitation to come as a pair" className="grid gap-3">
      <p className="flex items-center gap-2 font-medium">
        <Users aria-hidden className="size-4 shrink-0 text-primary" />
        {pair.firstName} asked you to come as a pair.
      </p>
      <p className="text-sm text-muted-foreground">
        Your seat is held until {pair.expiresAt ? formatEventTime(pair.expiresAt) : "the start"}.
        {event.depositRequired > 0 &&
          ` Confirming holds your own deposit of ${heartsText(t, event.depositRequired)}; you have ${heartsText(t, balance)}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => answer("confirm-pair")}
          loading={action.isPending && action.variables === "confirm-pair"}
          disabled={action.isPending}
        >
          Confirm
        </Button>
        <Button
          variant="outline"
          onClick={() => answer("decline-pair")}
          loading={action.isPending && action.variables === "decline-pair"}
          disabled={action.isPending}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}
