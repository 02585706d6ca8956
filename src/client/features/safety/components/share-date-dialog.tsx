import { HeartHandshake, House, ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { ApiError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/form-errors";
import { paths } from "@/client/lib/paths";
import { DATE_SHARE_DEFAULT_HOURS, DATE_SHARE_PLACE_MAX } from "@/shared/constants";
import type { DateShareOptions, MyDateShare } from "@/shared/schemas/safety";
import { useDateShareOptions, useHomeSafe, useShareDate, useStopSharingDate } from "../api";
import {
  deviceIsElsewhere,
  fromNewYorkInput,
  NEW_YORK_TIME,
  toNewYorkInput,
} from "@/client/lib/new-york-time";
import { formatPlanTime, nextHalfHour } from "./plan-time";
import { Trans, useTranslation } from "react-i18next";

type ShareDateDialogProps = {
  matchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Share my date from a conversation: where, when and with whom, for chosen circle friends on
 * Vouch; or, while a plan is under way, "I'm home safe" and "Stop sharing".
 */
export function ShareDateDialog({ matchId, open, onOpenChange }: ShareDateDialogProps) {
  const options = useDateShareOptions(matchId, open);
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Share my date")}</DialogTitle>
          <DialogDescription>
            {t(
              "Let friends you trust know where you'll be. Only the friends you choose can see it, until the plan ends.",
            )}
          </DialogDescription>
        </DialogHeader>
        {options.isPending ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner label={t("Loading your circle")} className="size-6" />
          </div>
        ) : options.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 py-2 text-center">
            <p className="text-muted-foreground">{errorMessage(options.error)}</p>
            <Button variant="outline" onClick={() => options.refetch()}>
              {t("Try again")}
            </Button>
          </div>
        ) : options.data.active ? (
          <ActivePlan plan={options.data.active} onDone={() => onOpenChange(false)} />
        ) : options.data.friends.length === 0 ? (
          <NoFriendsOnVouch />
        ) : (
          <PlanForm matchId={matchId} options={options.data} onShared={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NoFriendsOnVouch() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 py-2 text-center">
      <HeartHandshake aria-hidden className="size-8 text-primary" />
      <p className="text-muted-foreground">
        {t(
          "Share my date goes to friends in your circle who are on Vouch too. Invite a friend by their username from your circle, and once they confirm you can share plans with them.",
        )}
      </p>
      <Link to={paths.circle} className={buttonClasses("outline")}>
        {t("Go to your circle")}
      </Link>
    </div>
  );
}

const FIT = "grid-cols-[minmax(0,1fr)]";

type FieldErrors = Partial<Record<"place" | "startsAt" | "endsAt" | "friendIds", string>>;

function PlanForm({
  matchId,
  options,
  onShared,
}: {
  matchId: string;
  options: DateShareOptions;
  onShared: () => void;
}) {
  const [place, setPlace] = useState("");
  const [startsAt, setStartsAt] = useState(() => toNewYorkInput(nextHalfHour()));
  const [endsAt, setEndsAt] = useState("");
  const [friendIds, setFriendIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const share = useShareDate();
  const { t } = useTranslation();

  /** A changed field's message goes: it was about the value before. */
  const edit = (set: (value: string) => void, field: keyof FieldErrors, value: string) => {
    set(value);
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const toggle = (id: string, on: boolean) => {
    setFriendIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
    setErrors(({ friendIds: _, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!place.trim()) found.place = t("Please say where you're meeting");
    if (!startsAt) found.startsAt = t("Please pick when the date starts");
    if (friendIds.length === 0) found.friendIds = t("Choose at least one friend");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Awaited rather than mutate's callbacks: the refreshed shares can close this form first,
    // and the callbacks of a mutation whose form has gone are never called.
    share
      .mutateAsync({
        matchId,
        place: place.trim(),
        // Typed as New York's clock shows it, wherever the device is.
        startsAt: fromNewYorkInput(startsAt).toISOString(),
        ...(endsAt ? { endsAt: fromNewYorkInput(endsAt).toISOString() } : {}),
        friendIds,
      })
      .then(
        (plan) => {
          toast.success(
            t("Your date is shared"),
            t("{names} can see your plan.", { names: plan.friendNames.join(", ") }),
          );
          onShared();
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
          else toast.error(t("Couldn't share your date"), errorMessage(error));
        },
      );
  }

  return (
    // minmax(0, 1fr): a date-time input's own width must not push the dialog past a 320 px screen.
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="rounded-xl bg-muted px-3.5 py-2.5 text-sm">
        <Trans
          i18nKey="With <strong>{name}</strong>"
          values={{ name: options.partnerName }}
          components={{ strong: <strong /> }}
        />
      </p>
      <Field label={t("Where")} error={errors.place}>
        <Input
          value={place}
          maxLength={DATE_SHARE_PLACE_MAX}
          placeholder={t("Café, bar or address")}
          onChange={(e) => edit(setPlace, "place", e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <Field
          label={t("Starts")}
          error={errors.startsAt}
          hint={deviceIsElsewhere(new Date()) ? NEW_YORK_TIME : undefined}
          className={FIT}
        >
          <Input
            className="min-w-0"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => edit(setStartsAt, "startsAt", e.target.value)}
          />
        </Field>
        <Field
          label={t("Ends")}
          optional
          error={errors.endsAt}
          hint={t("Leave empty for {hours} hours", { hours: DATE_SHARE_DEFAULT_HOURS })}
          className={FIT}
        >
          <Input
            className="min-w-0"
            type="datetime-local"
            value={endsAt}
            onChange={(e) => edit(setEndsAt, "endsAt", e.target.value)}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2" aria-describedby="share-friends-error">
        <legend className="mb-1 text-sm font-medium">{t("Share with")}</legend>
        {options.friends.map((friend) => (
          <label
            key={friend.id}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3.5"
          >
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={friendIds.includes(friend.id)}
              onChange={(e) => toggle(friend.id, e.target.checked)}
            />
            {friend.name}
          </label>
        ))}
        <p id="share-friends-error" aria-live="polite" className="text-sm text-destructive">
          {errors.friendIds}
        </p>
      </fieldset>
      <DialogFooter>
        <SubmitButton busy={share.isPending}>
          <ShieldCheck aria-hidden />
          {t("Share my date")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** The plan under way: who sees it, and the two ways to close it. */
export function ActivePlan({ plan, onDone }: { plan: MyDateShare; onDone?: () => void }) {
  const homeSafe = useHomeSafe();
  const stop = useStopSharingDate();
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <p>
        <Trans
          i18nKey="With <strong>{name}</strong> at <strong>{place}</strong>"
          values={{ name: plan.partnerName, place: plan.place }}
          components={{ strong: <strong /> }}
        />
        <br />
        <span className="text-sm text-muted-foreground">
          {formatPlanTime(plan.startsAt, plan.endsAt)}
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        {t("Shared with {names}", { names: plan.friendNames.join(", ") })}
      </p>
      {plan.homeSafeAt ? (
        <p className="flex items-center gap-2 font-medium text-success">
          <House aria-hidden className="size-4" />
          {t("You told your friends you're home safe.")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!plan.homeSafeAt && (
          <Button
            loading={homeSafe.isPending}
            onClick={() =>
              homeSafe.mutate(plan.id, {
                onSuccess: () => {
                  toast.success(t("Glad you're home"), t("Your friends can see you're home safe."));
                  onDone?.();
                },
                onError: (error) => toast.error(t("Error"), errorMessage(error)),
              })
            }
          >
            <House aria-hidden />
            {t("I'm home safe")}
          </Button>
        )}
        <Button
          variant="outline"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(plan.id, {
              onSuccess: () => {
                toast.success(t("Stopped sharing"), t("Your friends no longer see this plan."));
                onDone?.();
              },
              onError: (error) => toast.error(t("Error"), errorMessage(error)),
            })
          }
        >
          {t("Stop sharing")}
        </Button>
      </div>
    </div>
  );
}
