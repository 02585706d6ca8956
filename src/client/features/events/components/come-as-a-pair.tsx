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
  const { t } = useTranslation();
  if (event.wingpersonChoices.length === 0) return null;
  const options = [
    { value: ALONE, label: t("Just me") },
    ...event.wingpersonChoices.map((f: Friend) => ({ value: f.id, label: f.name })),
  ];
  return (
    <Field
      label={t("Come with a friend")}
      optional
      hint={
        choice.friend
          ? t(
              "{name} gets {hours} hours to confirm; their seat is held meanwhile, and they hold their own deposit.",
              { name: choice.friend.name, hours: PAIR_CONFIRM_HOURS },
            )
          : t("A friend from your circle who is on Vouch can come with you as a pair.")
      }
    >
      <Select options={options} value={choice.friendId} onValueChange={choice.setFriendId} />
    </Field>
  );
}

/** How the member comes as a pair, once they have a place. */
export function PairLine({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const pair = event.pair;
  if (!pair) return null;
  const name = pair.firstName;
  const text =
    pair.status === "confirmed"
      ? t("Coming as a pair with {name}", { name })
      : pair.status === "waiting"
        ? t("Waiting as a pair with {name}: you're seated together when two seats free up.", {
            name,
          })
        : pair.expiresAt
          ? t("Waiting for {name} to confirm by {time}; their seat is held.", {
              name,
              time: formatEventTime(pair.expiresAt),
            })
          : t("Waiting for {name} to confirm; their seat is held.", { name });
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
          ? toast.success(
              t("Coming as a pair with {name}", { name: pair.firstName }),
              t("See you there!"),
            )
          : toast.success(
              t("Invitation declined"),
              t("{name} keeps their own seat.", { name: pair.firstName }),
            ),
      onError: (error: Error) => toast.error(t("Error"), error.message),
    });
  return (
    <div role="group" aria-label={t("Invitation to come as a pair")} className="grid gap-3">
      <p className="flex items-center gap-2 font-medium">
        <Users aria-hidden className="size-4 shrink-0 text-primary" />
        {t("{name} asked you to come as a pair.", { name: pair.firstName })}
      </p>
      <p className="text-sm text-muted-foreground">
        {pair.expiresAt
          ? t("Your seat is held until {time}.", { time: formatEventTime(pair.expiresAt) })
          : t("Your seat is held until the start.")}
        {event.depositRequired > 0 &&
          ` ${t("Confirming holds your own deposit of {deposit}; you have {balance}.", {
            deposit: heartsText(t, event.depositRequired),
            balance: heartsText(t, balance),
          })}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => answer("confirm-pair")}
          loading={action.isPending && action.variables === "confirm-pair"}
          disabled={action.isPending}
        >
          {t("Confirm")}
        </Button>
        <Button
          variant="outline"
          onClick={() => answer("decline-pair")}
          loading={action.isPending && action.variables === "decline-pair"}
          disabled={action.isPending}
        >
          {t("Decline")}
        </Button>
      </div>
    </div>
  );
}
