import type { BaseSyntheticEvent } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import { UNREACHABLE_TEXT } from "@/client/lib/api";

/** A check that could not be fetched: the form's submit says so; what was typed stays. */
class CheckUnavailable extends Error {}

type SubmitHandler = (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * A form's check whose code (zod, the schemas, the resolver) is fetched when the form is first
 * used: on its first focus or touch, or at the first check. Why: decision 0048.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): {
  resolver: Resolver<Input, unknown, Output>;
  /**
   * The form element's props for `handleSubmit`'s handler: the check is fetched on the form's
   * first focus or touch, and a submit whose check could not be fetched says so.
   */
  form: (handler: SubmitHandler) => {
    noValidate: true;
    onSubmit: SubmitHandler;
    onFocus: () => void;
    onPointerDown: () => void;
  };
} {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      // Fetched again at the next check (the service worker keeps the code, so this is rare).
      loaded = undefined;
      throw new CheckUnavailable("The form's check could not be fetched", { cause: error });
    }));
  const warm = () => void get().catch(() => {});
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    form: (handler) => ({
      noValidate: true,
      onSubmit: (event) =>
        handler(event).catch((error: unknown) => {
          if (!(error instanceof CheckUnavailable)) throw error;
          toast.error("Not sent", UNREACHABLE_TEXT);
        }),
      onFocus: warm,
      onPointerDown: warm,
    }),
  };
}
