import { HeartHandshake } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { FOUND_EACH_OTHER_DAYS } from "@/shared/constants";
import { dateFormat } from "@/shared/date-format";
import { useFoundEachOther, useSayFoundEachOther } from "../api";

const day = dateFormat({ month: "long", day: "numeric", timeZone: "America/New_York" });

/**
 * Settings' "We found each other": the member picks a match a friend introduced; once both say it
 * within the days, both profiles pause and the friend is thanked.
 */
export function FoundEachOther() {
  const state = useFoundEachOther();
  const say = useSayFoundEachOther();
  const [chosen, setChosen] = useState<string | undefined>();
  if (state.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {state.error.message}
      </p>
    );
  if (!state.data) return <Spinner label="Loading" className="size-5 text-primary" />;
  const { choices, said, coupleWith } = state.data;
  if (coupleWith)
    return (
      <p className="flex items-center gap-2">
        <HeartHandshake aria-hidden className="size-5 shrink-0 text-primary" />
        You and {coupleWith} found each other. Your profile is paused, and your friend got a
        thank-you.
      </p>
    );
  const options = choices.map((c) => ({ value: c.matchId, label: c.firstName }));
  const matchId = chosen ?? said?.matchId ?? undefined;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Found each other through a friend? When you both say so within {FOUND_EACH_OTHER_DAYS} days,
        both your profiles pause and the friend who introduced you gets a thank-you. Until then
        nobody sees that you said it.
      </p>
      {said && (
        <p role="status" className="rounded-xl bg-muted p-3 text-sm">
          You said you found each other with {said.firstName}. If {said.firstName} says it too by{" "}
          {day(new Date(said.lapsesAt))}, your profiles pause.
        </p>
      )}
      {choices.length === 0 ? (
        <p className="text-sm">No match a friend introduced you to yet.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Who did you find?" className="min-w-48 flex-1">
            <Select options={options} value={matchId} onValueChange={setChosen} />
          </Field>
          <Button
            disabled={!matchId}
            loading={say.isPending}
            onClick={() =>
              matchId &&
              say.mutate(matchId, {
                onSuccess: (data) =>
                  toast.success(
                    data.coupleWith
                      ? "Congratulations! Your profile is paused"
                      : "Saved: it counts once they say it too",
                  ),
                onError: (error) => toast.error("Couldn't save it", error.message),
              })
            }
          >
            We found each other
          </Button>
        </div>
      )}
    </div>
  );
}
