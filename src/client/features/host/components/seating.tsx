import { Send, Shuffle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { SubmitButton } from "@/client/components/submit-button";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Select } from "@/client/components/ui/select";
import { toast } from "@/client/components/ui/toast";
import {
  EVENT_TABLE_SIZE_DEFAULT,
  EVENT_TABLE_SIZE_MAX,
  EVENT_TABLE_SIZE_MIN,
} from "@/shared/constants";
import { formatEventTime } from "@/shared/event-time";
import {
  useMoveGuest,
  useProposeSeating,
  usePublishSeating,
  useSeating,
  useTableSize,
  type Seating,
} from "../api";
import { useTranslation } from "react-i18next";

/** Tables: their size, Vouch's proposal, moving guests, publishing the plan. */
export function SeatingPanel({ eventId }: { eventId: string }) {
  const seating = useSeating(eventId);
  const { t } = useTranslation();
  if (seating.isError) return <LoadFailed query={seating} />;
  if (!seating.data) return <Loading label={t("Loading the seating")} />;
  const plan = seating.data;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {t(
          "Vouch proposes who sits where when you ask: a pair of guests a friend introduced at every table where it can, pairs together, and never two guests who must be kept apart. Guests see their table when they check in, once you publish it.",
        )}
      </p>
      <TableSizeForm eventId={eventId} tableSize={plan.tableSize} />
      {plan.tableSize !== null && <Plan eventId={eventId} plan={plan} />}
    </div>
  );
}

function TableSizeForm({ eventId, tableSize }: { eventId: string; tableSize: number | null }) {
  const [size, setSize] = useState(String(tableSize ?? EVENT_TABLE_SIZE_DEFAULT));
  const [error, setError] = useState<string | undefined>();
  const save = useTableSize(eventId);
  const { t } = useTranslation();

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    save.mutate(Number(size), {
      onSuccess: () =>
        toast.success(
          t("Tables saved"),
          t("{count, plural, one {# seat at each table.} other {# seats at each table.}}", {
            count: Number(size),
          }),
        ),
      onError: (err) => {
        setError(err.message);
        toast.error(t("Not saved"), err.message);
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <Field
        label={t("Seats per table")}
        hint={t("{min} to {max}", { min: EVENT_TABLE_SIZE_MIN, max: EVENT_TABLE_SIZE_MAX })}
        error={error}
        className="w-40"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={EVENT_TABLE_SIZE_MIN}
          max={EVENT_TABLE_SIZE_MAX}
          value={size}
          onChange={(e) => setSize(e.target.value)}
        />
      </Field>
      <SubmitButton variant="secondary" busy={save.isPending} loadingText={t("Saving…")}>
        {tableSize === null ? t("Seat at tables") : t("Save size")}
      </SubmitButton>
    </form>
  );
}

function Plan({ eventId, plan }: { eventId: string; plan: Seating }) {
  const propose = useProposeSeating(eventId);
  const publish = usePublishSeating(eventId);
  const { t } = useTranslation();
  // Here rather than in each table's rows: a table left empty goes, and its toast with it.
  const move = useMoveGuest(eventId);
  const moveTo = (guest: Seating["unseated"][number], tableNumber: number) =>
    move.mutate(
      { memberId: guest.id, tableNumber },
      {
        onSuccess: () =>
          toast.success(
            t("Moved"),
            t("{name}: table {number}.", { name: guest.name, number: tableNumber }),
          ),
        onError: (err) => toast.error(t("Not moved"), err.message),
      },
    );
  const seated = plan.tables.length > 0;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={seated ? "outline" : "primary"}
          loading={propose.isPending}
          loadingText={t("Proposing…")}
          onClick={() =>
            propose.mutate(undefined, {
              onSuccess: (next) =>
                toast.success(
                  t("Seating proposed"),
                  t(
                    "{count, plural, one {# table.} other {# tables.}} Publish it when it suits you.",
                    { count: next.tables.length },
                  ),
                ),
              onError: (err) => toast.error(t("No seating proposed"), err.message),
            })
          }
        >
          <Shuffle aria-hidden />
          {t("Propose seating")}
        </Button>
        {seated && (
          <Button
            loading={publish.isPending}
            loadingText={t("Publishing…")}
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () =>
                  toast.success(
                    t("Seating published"),
                    t("Guests see their table when they check in."),
                  ),
                onError: (err) => toast.error(t("Not published"), err.message),
              })
            }
          >
            <Send aria-hidden />
            {t("Publish seating")}
          </Button>
        )}
        {seated && (
          <Badge variant={plan.publishedAt ? "success" : "outline"}>
            {plan.publishedAt
              ? t("Published {time}", { time: formatEventTime(plan.publishedAt) })
              : t("Not published yet")}
          </Badge>
        )}
      </div>
      {seated ? (
        <ol className="grid gap-3 sm:grid-cols-2" aria-label={t("Tables")}>
          {plan.tables.map((table) => (
            <li
              key={table.number}
              className="grid content-start gap-2 rounded-card border border-border p-4"
            >
              <h3 className="font-semibold">{t("Table {number}", { number: table.number })}</h3>
              <GuestRows plan={plan} guests={table.guests} onMove={moveTo} />
              {table.unnamed > 0 && (
                <p className="text-sm text-muted-foreground">
                  {t("and {count, plural, one {# guest} other {# guests}} you can't see", {
                    count: table.unnamed,
                  })}
                </p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">{t("No seating yet: propose one.")}</p>
      )}
      {seated && plan.unseated.length > 0 && (
        <section className="grid gap-2" aria-labelledby="unseated-title">
          <h3 id="unseated-title" className="font-semibold">
            {t("No table yet")}
          </h3>
          <GuestRows plan={plan} guests={plan.unseated} onMove={moveTo} />
        </section>
      )}
    </>
  );
}

function GuestRows({
  plan,
  guests,
  onMove,
}: {
  plan: Seating;
  guests: Seating["unseated"];
  onMove: (guest: Seating["unseated"][number], tableNumber: number) => void;
}) {
  const { t } = useTranslation();
  const newTable = Math.max(0, ...plan.tables.map((table) => table.number)) + 1;
  const options = [
    ...plan.tables.map((table) => ({
      value: String(table.number),
      label: t("Table {number}", { number: table.number }),
    })),
    { value: String(newTable), label: t("A new table ({number})", { number: newTable }) },
  ];
  const tableOf = (id: string) =>
    plan.tables.find((table) => table.guests.some((g) => g.id === id))?.number;
  return (
    <ul className="grid gap-2">
      {guests.map((guest) => (
        <li key={guest.id} className="grid grid-cols-[minmax(0,1fr)_9.5rem] items-center gap-2">
          <span className="truncate">{guest.name}</span>
          <Select
            aria-label={t("Table for {name}", { name: guest.name })}
            options={options}
            value={tableOf(guest.id) === undefined ? undefined : String(tableOf(guest.id))}
            placeholder={t("Choose")}
            onValueChange={(value) => onMove(guest, Number(value))}
          />
        </li>
      ))}
    </ul>
  );
}
