import { REASON_MAX } from "@/shared/constants";
import { useId, type ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { toast } from "@/client/components/ui/toast";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import type { heartSpendSchema } from "../checks";
import { HeartsCost } from "./hearts-cost";
import { toastSpendFailed } from "./spend-failed";
import { NotEnoughHearts } from "./not-enough-hearts";
import { NoteField } from "@/client/components/note-field";

type FormInput = z.input<typeof heartSpendSchema>;
export type HeartSpendInput = z.output<typeof heartSpendSchema>;

/** How a card's send reports back, as a mutation's `mutate` takes it. */
type SendCallbacks = { onSuccess: () => void; onError: (error: Error) => void };

export type HeartSpendCardProps = {
  title: string;
  cost: number;
  balance: number;
  description: ReactNode;
  friends: { value: string; label: string }[];
  /** Said instead of the form when no friend can be chosen. */
  noFriends: string;
  friendLabel: string;
  friendError: string;
  reasonLabel: string;
  /** Toast when the form is sent incomplete. */
  incomplete: string;
  /** What the hearts are for, in "… costs 5 hearts": "A direct match". */
  what: string;
  /** "You need 5 hearts to …", when the server finds the balance short. */
  need: string;
  /** The toast title when the send fails otherwise. */
  failure: string;
  submit: { label: string; icon: ReactNode; variant?: "secondary" };
  pending: boolean;
  send: (input: HeartSpendInput, callbacks: SendCallbacks) => void;
  /** Called once the send succeeded, with what was sent (the form is then emptied). */
  onSent: (input: HeartSpendInput) => void;
  /**
   * The fit of the introduction with the friend chosen so far (FitCheck), shown before sending;
   * `verdictId` names its verdict, which describes the send button when it is off.
   */
  fit: (friendId: string, verdictId: string) => ReactNode;
  /** Vouch won't send it with this friend (the fit's verdict): the send stays off. */
  refused: (friendId: string) => boolean;
};

/**
 * A card that spends hearts on an introduction: its cost, a friend to choose and a reason, and a
 * send that stays off while the balance is short (Direct Match, Suggest Yourself).
 */
export function HeartSpendCard(props: HeartSpendCardProps) {
  const { t } = useTranslation();
  const { title, cost, balance, friends, pending } = props;
  const form = useCheckedForm<FormInput, HeartSpendInput>({
    check: () => import("../checks").then((m) => m.heartSpendSchema),
    defaultValues: { friendId: "", reason: "" },
  });
  const short = balance < cost;
  const shortId = useId();
  const friendId = useWatch({ control: form.control, name: "friendId" });
  const verdictId = useId();
  const refused = props.refused(friendId ?? "");

  const onSubmit = form.handleSubmit(
    (input) =>
      props.send(input, {
        onSuccess: () => {
          props.onSent(input);
          form.reset({ friendId: "", reason: "" });
        },
        onError: (error) => toastSpendFailed(error, { need: props.need, failure: props.failure }),
      }),
    () => toast.error(t("Missing information"), props.incomplete),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          <HeartsCost hearts={cost} />
        </div>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {friends.length === 0 ? (
          <p className="text-sm text-muted-foreground">{props.noFriends}</p>
        ) : (
          <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={title}>
            <Controller
              control={form.control}
              name="friendId"
              render={({ field, fieldState }) => (
                <Field
                  label={props.friendLabel}
                  error={fieldState.error ? props.friendError : undefined}
                >
                  <Select
                    options={friends}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    placeholder={t("Choose a friend")}
                    disabled={pending}
                  />
                </Field>
              )}
            />
            {props.fit(friendId ?? "", verdictId)}
            <Controller
              control={form.control}
              name="reason"
              render={({ field, fieldState }) => (
                <NoteField
                  {...field}
                  max={REASON_MAX}
                  label={props.reasonLabel}
                  error={fieldState.error?.message}
                  disabled={pending}
                />
              )}
            />
            {short && (
              <NotEnoughHearts id={shortId} what={props.what} cost={cost} balance={balance} />
            )}
            <SubmitButton
              variant={props.submit.variant}
              control={form.control}
              busy={pending}
              loadingText={t("Sending...")}
              disabled={short || refused}
              aria-describedby={
                [refused && verdictId, short && shortId].filter(Boolean).join(" ") || undefined
              }
            >
              {props.submit.icon}
              {props.submit.label}
            </SubmitButton>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
