import { zodResolver } from "@hookform/resolvers/zod";
import { UserRoundPlus } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
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
import { COST } from "@/shared/constants";
import { selfSuggestSchema } from "@/shared/schemas/pairing";
import { plural } from "@/client/lib/plural";
import { useSelfSuggest, type Explore, type ExploredMember } from "../api";
import { firstName } from "./friend-text";
import { HeartsCost } from "./hearts-cost";
import { isInsufficientHearts } from "./insufficient-hearts";
import { NotEnoughHearts } from "./not-enough-hearts";
import { ReasonField } from "./reason-field";

const formSchema = selfSuggestSchema.pick({ voucherFriendId: true, reason: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type SelfSuggestCardProps = { me: Explore["me"]; member: ExploredMember };

/** Self-suggest: you, in the member's Match for You, "suggested by" a friend who vouches for you. */
export function SelfSuggestCard({ me, member }: SelfSuggestCardProps) {
  const selfSuggest = useSelfSuggest();
  const options = me.friends.map((f) => ({ value: f.id, label: f.name }));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { voucherFriendId: "", reason: "" },
  });
  const name = firstName(member.name);
  const short = me.heartsBalance < COST.selfSuggest;
  const shortId = useId();

  const onSubmit = form.handleSubmit(
    ({ voucherFriendId, reason }) =>
      selfSuggest.mutate(
        { memberId: member.id, voucherFriendId, reason },
        {
          onSuccess: () => {
            toast.success("Self-suggestion sent!", `${name} will find you in Match for You.`);
            form.reset({ voucherFriendId: "", reason: "" });
          },
          onError: (error) =>
            isInsufficientHearts(error)
              ? toast.error(
                  "Insufficient hearts",
                  `You need ${plural(COST.selfSuggest, "heart")} to suggest yourself`,
                )
              : toast.error("Failed to submit self-suggestion", error.message),
        },
      ),
    () => toast.error("Missing information", "Choose a friend who vouches for you and say why."),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Suggest Yourself</CardTitle>
          <HeartsCost hearts={COST.selfSuggest} />
        </div>
        <CardDescription>
          Ask {name} to consider you, vouched for by one of your friends.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {options.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You need a friend who agreed to be part of introductions to vouch for you.
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Suggest Yourself">
            <Controller
              control={form.control}
              name="voucherFriendId"
              render={({ field, fieldState }) => (
                <Field
                  label="Vouched for by"
                  error={fieldState.error ? "Choose a friend" : undefined}
                >
                  <Select
                    options={options}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    placeholder="Choose a friend"
                    disabled={selfSuggest.isPending}
                  />
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="reason"
              render={({ field, fieldState }) => (
                <ReasonField
                  {...field}
                  label="Why you'd click"
                  error={fieldState.error?.message}
                  disabled={selfSuggest.isPending}
                />
              )}
            />
            {short && (
              <NotEnoughHearts
                id={shortId}
                what="Suggesting yourself"
                cost={COST.selfSuggest}
                balance={me.heartsBalance}
              />
            )}
            <Button
              type="submit"
              variant="secondary"
              loading={selfSuggest.isPending}
              loadingText="Sending..."
              disabled={short}
              aria-describedby={short ? shortId : undefined}
            >
              <UserRoundPlus aria-hidden />
              Suggest Me
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
