import type { FieldValues, Resolver } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import { UNREACHABLE_TEXT } from "./api";

/**
 * A form's check, whose code (zod, the shared schemas, the resolver) is fetched the first time
 * the form is checked, or when `warm` is called (on the form's first focus or touch). A screen
 * that only shows a form then loads and runs none of it: building zod schemas took tens of
 * milliseconds of a slow phone's start (docs/decisions/0048-form-checks-loaded-on-use.md).
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): { resolver: Resolver<Input, unknown, Output>; warm: () => void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      // Asked again at the next check (the service worker keeps the code, so this is rare).
      loaded = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => {
      let check: Resolver<Input, unknown, Output>;
      try {
        check = await get();
      } catch (error) {
        toast.error("Not sent", UNREACHABLE_TEXT);
        throw error;
      }
      return check(values, context, options);
    },
    warm: () => void get().catch(() => {}),
  };
}
