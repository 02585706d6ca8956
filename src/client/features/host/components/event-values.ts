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

export type EventErrors = Partial<Record<keyof EventValues, string>>;

/** What a group of the event form's fields is given: the values, their errors, and a setter. */
export type EventFieldsProps = {
  values: EventValues;
  errors: EventErrors;
  set: <K extends keyof EventValues>(key: K, value: EventValues[K]) => void;
};

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
