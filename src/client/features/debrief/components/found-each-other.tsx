import { HeartHandshake } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { FOUND_EACH_OTHER_DAYS } from "@/shared/constants";
import { useFoundEachOther, useSayFoundEachOther } from "../api";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

const day = (at: Date) =>
  new Intl.DateTimeFormat(i18n.language, {
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  }).format(at);

/**
 * Settings' "We found each other": the member picks a match a friend introduced; once both say it
 * within the days, both profiles pause and the friend is thanked.
 */
export function FoundEachOther() {
  const state = useFoundEachOther();
  const say = useSayFoundEachOther();
  const [chosen, setChosen] = useState<string | undefined>();
  const { t } = useTranslation();
  if (state.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {state.error.message}
      </p>
    );
  if (!state.data) return <Spinner label={t("Loading")} className="size-5 text-primary" />;
  const { choices, said, coupleWith } = state.data;
  if (coupleWith)
    return (
      <p className="flex items-center gap-2">
        <HeartHandshake aria-hidden className="size-5 shrink-0 text-primary" />
        {t(
          "You and {name} found each other. Your profile is paused, and your friend got a thank-you.",
          { name: coupleWith },
        )}
      </p>
    );
  const options = choices.map((c) => ({ value: c.matchId, label: c.firstName }));
  const matchId = chosen ?? said?.matchId ?? undefined;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t(
          "Found each other through a friend? When you both say so within {days} days, both your profiles pause and the friend who introduced you gets a thank-you. Until then nobody sees that you said it.",
          { days: FOUND_EACH_OTHER_DAYS },
        )}
      </p>
      {said && (
        <p role="status" className="rounded-xl bg-muted p-3 text-sm">
          {t(
            "You said you found each other with {name}. If {name} says it too by {day}, your profiles pause.",
            { name: said.firstName, day: day(new Date(said.lapsesAt)) },
          )}
        </p>
      )}
      {choices.length === 0 ? (
        <p className="text-sm">{t("No match a friend introduced you to yet.")}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t("Who did you find?")} className="min-w-48 flex-1">
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
                      ? t("Congratulations! Your profile is paused")
                      : t("Saved: it counts once they say it too"),
                  ),
                onError: (error) => toast.error(t("Couldn't save it"), error.message),
              })
            }
          >
            {t("We found each other")}
          </Button>
        </div>
      )}
    </div>
  );
}
