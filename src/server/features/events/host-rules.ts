import type { HostEventInput } from "#shared/schemas/hosting";
import { ConflictError, ValidationError, type FieldMessages } from "../../http/errors";
import { msg } from "#shared/message";

// The rules an event's fields meet beyond their form (shared/schemas/hosting.ts): those that
// need the clock or the guests. One home, for the screens and the seed alike.

/** A start the host sets (new, or moved) is never in the past. */
export function checkTimes(
  input: Pick<HostEventInput, "startsAt">,
  now: Date,
  before?: { startsAt: Date },
): void {
  const start = new Date(input.startsAt);
  const moved = !before || before.startsAt.getTime() !== start.getTime();
  if (moved && start.getTime() <= now.getTime()) {
    const fields: FieldMessages = { startsAt: "The start can't be in the past" };
    throw new ValidationError("The start can't be in the past", fields);
  }
}

/** Seats can't be taken away from members already going. */
export function checkCapacity(capacity: number, going: number): void {
  if (capacity < going) {
    const message = msg(
      "{going, plural, one {# member is} other {# members are}} going: the capacity can't be lower than that.",
      { going },
    );
    throw new ConflictError(message, "capacity_below_going", { capacity: message });
  }
}
