import type { BaseSyntheticEvent } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import { UNREACHABLE_TEXT } from "./api";

/** A check that could not be fetched: `submit` says so, and the form keeps what was typed. */
class CheckUnavailable extends Error {}

type SubmitHandler = (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * A form's check whose code (zod, the schemas, the resolver) is fetched when the form is first
 * used: on `warm` (the form's first focus or touch) or at the first check. Why: decision 0048.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): {
  resolver: Resolver<Input, unknown, Output>;
  warm: () => void;
  /** `handleSubmit`'s handler, telling the member when the check could not be fetched. */
  submit: (handler: SubmitHandler) => SubmitHandler;
} {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      // Fetched again at the next check (the service worker keeps the code, so this is rare).
      loaded = undefined;
      throw new CheckUnavailable("The form's check could not be fetched", { cause: error });
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    warm: () => void get().catch(() => {}),
    submit: (handler) => (event) =>
      handler(event).catch((error: unknown) => {
        if (!(error instanceof CheckUnavailable)) throw error;
        toast.error("Not sent", UNREACHABLE_TEXT);
      }),
  };
}
