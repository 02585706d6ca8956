// What the event form checks, loaded when the form is first used (components/checked-form.ts).
import { z } from "zod";
import { hostEventInputSchema } from "@/shared/schemas/hosting";
import { fieldsOf, type EventValues } from "./components/event-values";

/** The event form as typed (New York times, numbers as text), checked as the server checks it. */
export const eventFormSchema = z
  .custom<EventValues>()
  .transform(fieldsOf)
  .pipe(hostEventInputSchema);
