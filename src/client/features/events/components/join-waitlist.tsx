import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useEventAction, type EventDetail } from "../api";
import { WingpersonChoice, useWingperson } from "./come-as-a-pair";
import { showActionError } from "./show-action-error";

/** A full event: wait for a seat, alone or with a wingperson. */
export function JoinWaitlist({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const action = useEventAction(event.id);
  const wingperson = useWingperson(event);
  return (
    <>
      <p className="text-sm">
        {t(
          "This event is full. Join the waitlist: nothing is held while you wait, and if a seat frees up and you have the deposit, it's yours.",
        )}
      </p>
      <WingpersonChoice event={event} choice={wingperson} />
      <Button
        variant="secondary"
        onClick={() =>
          action.mutate(
            wingperson.friend
              ? { action: "join-waitlist", wingpersonId: wingperson.friend.id }
              : "join-waitlist",
            {
              onSuccess: () =>
                toast.success(
                  t("You're on the waitlist"),
                  t("We'll tell you here if a seat frees up."),
                ),
              onError: showActionError,
            },
          )
        }
        loading={action.isPending}
      >
        {t("Join the waitlist")}
      </Button>
    </>
  );
}
