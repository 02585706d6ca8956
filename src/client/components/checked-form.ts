import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type BaseSyntheticEvent } from "react";
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { lazyResolver } from "./lazy-resolver";

/** A form's check: the zod schema the server checks the same input with. */
type Schema<Input, Output> = z.ZodType<Output, Input>;

type SubmitHandler = (event?: BaseSyntheticEvent) => Promise<void>;

type CheckedFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  "resolver"
> &
  (
    | {
        /** Fetches the schema on the form's first focus or touch: `() => import("../checks")…`. */
        check: () => Promise<Schema<Input, Output>>;
        eagerCheck?: never;
      }
    | {
        /** For a form that is its screen's main content, whose check is needed at once. */
        eagerCheck: Schema<Input, Output>;
        check?: never;
      }
  );

export type CheckedForm<Input extends FieldValues, Output> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** The form element's props for `handleSubmit`'s handler. */
  formProps: (submit: SubmitHandler) => {
    noValidate: true;
    onSubmit: SubmitHandler;
    onFocus?: () => void;
    onPointerDown?: () => void;
  };
};

const resolverFor = <Input extends FieldValues, Output>(schema: Schema<Input, Output>) =>
  zodResolver(schema) as Resolver<Input, unknown, Output>;

/**
 * Every form of the client: react-hook-form checked by the schema the server uses, loaded when
 * the form is first used unless `eagerCheck` is given (decision 0048).
 */
export function useCheckedForm<Input extends FieldValues, Output = Input>({
  check: load,
  eagerCheck,
  ...options
}: CheckedFormOptions<Input, Output>): CheckedForm<Input, Output> {
  const [check] = useState(() =>
    eagerCheck
      ? {
          resolver: resolverFor(eagerCheck),
          form: (submit: SubmitHandler) => ({ noValidate: true as const, onSubmit: submit }),
        }
      : lazyResolver(() => load!().then(resolverFor)),
  );
  const form = useForm<Input, unknown, Output>({ ...options, resolver: check.resolver });
  return { ...form, formProps: check.form };
}
