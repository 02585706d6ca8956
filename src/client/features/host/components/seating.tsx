import { Send, Shuffle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LoadFailed, Loading } from "@/client/components/load-state";
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

/** Tables: their size, Vouch's proposal, moving guests, publishing the plan. */
export function SeatingPanel({ eventId }: { eventId: string }) {
  const seating = useSeating(eventId);
  if (seating.isError) return <LoadFailed query={seating} />;
  if (!seating.data) return <Loading label="Loading the seating" />;
  const plan = seating.data;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Vouch proposes who sits where when you ask: a pair of guests a friend introduced at every
        table where it can, pairs together, and never two guests who must be kept apart. Guests see
        their table when they check in, once you publish it.
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

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    save.mutate(Number(size), {
      onSuccess: () => toast.success("Tables saved", `${size} seats at each table.`),
      onError: (err) => {
        setError(err.message);
        toast.error("Not saved", err.message);
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <Field
        label="Seats per table"
        hint={`${EVENT_TABLE_SIZE_MIN} to ${EVENT_TABLE_SIZE_MAX}`}
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
      <Button type="submit" variant="secondary" loading={save.isPending} loadingText="Saving…">
        {tableSize === null ? "Seat at tables" : "Save size"}
      </Button>
    </form>
  );
}

function Plan({ eventId, plan }: { eventId: string; plan: Seating }) {
  const propose = useProposeSeating(eventId);
  const publish = usePublishSeating(eventId);
  // Here rather than in each table's rows: a table left empty goes, and its toast with it.
  const move = useMoveGuest(eventId);
  const moveTo = (guest: Seating["unseated"][number], tableNumber: number) =>
    move.mutate(
      { memberId: guest.id, tableNumber },
      {
        onSuccess: () => toast.success("Moved", `${guest.name}: table ${tableNumber}.`),
        onError: (err) => toast.error("Not moved", err.message),
      },
    );
  const seated = plan.tables.length > 0;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={seated ? "outline" : "primary"}
          loading={propose.isPending}
          loadingText="Proposing…"
          onClick={() =>
            propose.mutate(undefined, {
              onSuccess: (next) =>
                toast.success(
                  "Seating proposed",
                  `${next.tables.length} tables. Publish it when it suits you.`,
                ),
              onError: (err) => toast.error("No seating proposed", err.message),
            })
          }
        >
          <Shuffle aria-hidden />
          Propose seating
        </Button>
        {seated && (
          <Button
            loading={publish.isPending}
            loadingText="Publishing…"
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () =>
                  toast.success("Seating published", "Guests see their table when they check in."),
                onError: (err) => toast.error("Not published", err.message),
              })
            }
          >
            <Send aria-hidden />
            Publish seating
          </Button>
        )}
        {seated && (
          <Badge variant={plan.publishedAt ? "success" : "outline"}>
            {plan.publishedAt
              ? `Published ${formatEventTime(plan.publishedAt)}`
              : "Not published yet"}
          </Badge>
        )}
      </div>
      {seated ? (
        <ol className="grid gap-3 sm:grid-cols-2" aria-label="Tables">
          {plan.tables.map((table) => (
            <li
              key={table.number}
              className="grid content-start gap-2 rounded-card border border-border p-4"
            >
              <h3 className="font-semibold">Table {table.number}</h3>
              <GuestRows plan={plan} guests={table.guests} onMove={moveTo} />
              {table.unnamed > 0 && (
                <p className="text-sm text-muted-foreground">
                  and {table.unnamed} {table.unnamed === 1 ? "guest" : "guests"} you can&apos;t see
                </p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">No seating yet: propose one.</p>
      )}
      {seated && plan.unseated.length > 0 && (
        <section className="grid gap-2" aria-labelledby="unseated-title">
          <h3 id="unseated-title" className="font-semibold">
            No table yet
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
  const newTable = Math.max(0, ...plan.tables.map((t) => t.number)) + 1;
  const options = [
    ...plan.tables.map((t) => ({ value: String(t.number), label: `Table ${t.number}` })),
    { value: String(newTable), label: `A new table (${newTable})` },
  ];
  const tableOf = (id: string) =>
    plan.tables.find((t) => t.guests.some((g) => g.id === id))?.number;
  return (
    <ul className="grid gap-2">
      {guests.map((guest) => (
        <li key={guest.id} className="grid grid-cols-[minmax(0,1fr)_9.5rem] items-center gap-2">
          <span className="truncate">{guest.name}</span>
          <Select
            aria-label={`Table for ${guest.name}`}
            options={options}
            value={tableOf(guest.id) === undefined ? undefined : String(tableOf(guest.id))}
            placeholder="Choose"
            onValueChange={(value) => onMove(guest, Number(value))}
          />
        </li>
      ))}
    </ul>
  );
}
