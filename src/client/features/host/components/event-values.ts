import type { CheckedForm } from "@/client/components/checked-form";
import type { HostEventInput } from "@/shared/schemas/hosting";
import type { HostEvent, HostEventFields } from "../api";
import { fromNewYorkInput, toNewYorkInput } from "../new-york-input";

/** The event form's fields as typed: times in New York, numbers as the inputs hold them. */
export type EventValues = {
  title: string;
  description: string;
  venue: string;
  venueAddress: string;
  venueVerified: boolean;
  neighborhood: HostEventFields["neighborhood"];
  startsAt: string;
  endsAt: string;
  capacity: string;
  depositRequired: string;
  kind: "friday" | "drop-in";
};

/** The event form: what a group of its fields is given. */
export type EventFormApi = CheckedForm<EventValues, HostEventInput>;

/** Every field of the form, for the server's messages under each. */
export const EVENT_FIELDS = [
  "title",
  "description",
  "venue",
  "venueAddress",
  "venueVerified",
  "neighborhood",
  "startsAt",
  "endsAt",
  "capacity",
  "depositRequired",
  "kind",
] as const satisfies readonly (keyof EventValues)[];

export const blankEvent: EventValues = {
  title: "",
  description: "",
  venue: "",
  venueAddress: "",
  venueVerified: false,
  neighborhood: "",
  startsAt: "",
  endsAt: "",
  capacity: "12",
  depositRequired: "3",
  kind: "friday",
};

export const valuesOf = (e: HostEvent): EventValues => ({
  title: e.title,
  description: e.description,
  venue: e.venue,
  venueAddress: e.venueAddress,
  venueVerified: e.venueVerified,
  neighborhood: e.neighborhood as EventValues["neighborhood"],
  startsAt: toNewYorkInput(e.startsAt),
  endsAt: toNewYorkInput(e.endsAt),
  capacity: String(e.capacity),
  depositRequired: String(e.depositRequired),
  kind: e.kind,
});

const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

export const fieldsOf = (v: EventValues): HostEventFields => ({
  ...v,
  startsAt: fromNewYorkInput(v.startsAt),
  endsAt: fromNewYorkInput(v.endsAt),
  capacity: number(v.capacity),
  depositRequired: number(v.depositRequired),
});
