import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
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
import { directMatchSchema } from "@/shared/schemas/pairing";
import { plural, pluralNoun } from "@/client/lib/plural";
import { useDirectMatch, type Explore, type ExploredMember } from "../api";
import { firstName } from "./friend-text";
import { HeartsCost } from "./hearts-cost";
import { isInsufficientHearts } from "./insufficient-hearts";
import { NotEnoughHearts } from "./not-enough-hearts";
import { ReasonField } from "./reason-field";

const formSchema = directMatchSchema.pick({ friendId: true, reason: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type DirectMatchCardProps = { me: Explore["me"]; member: ExploredMember };

/** Direct Match: one of your friends on Vouch, straight into the member's Match for You. */
export function DirectMatchCard({ me, member }: DirectMatchCardProps) {
  const directMatch = useDirectMatch();
  const options = me.friends
    .filter((f) => member.directMatchFriendIds.includes(f.id))
    .map((f) => ({ value: f.id, label: f.name }));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { friendId: "", reason: "" },
  });
  const name = firstName(member.name);
  const short = me.heartsBalance < COST.directMatch;
  const shortId = useId();

  const onSubmit = form.handleSubmit(
    ({ friendId, reason }) =>
      directMatch.mutate(
        { memberId: member.id, friendId, reason },
        {
          onSuccess: () => {
            const friend = options.find((o) => o.value === friendId)?.label ?? "Your friend";
            toast.success("Direct match sent!", `${name} will find ${friend} in Match for You.`);
            form.reset({ friendId: "", reason: "" });
          },
          onError: (error) =>
            isInsufficientHearts(error)
              ? toast.error(
                  "Insufficient hearts",
                  `You need ${plural(COST.directMatch, "heart")} to suggest a direct match`,
                )
              : toast.error("Failed to submit direct match", error.message),
        },
      ),
    () => toast.error("Missing information", "Choose a friend and say why they'd click."),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Direct Match</CardTitle>
          <HeartsCost hearts={COST.directMatch} />
        </div>
        <CardDescription>
          Suggest one of your friends on Vouch straight to {name}. Your balance:{" "}
          <span className="font-medium text-foreground tabular-nums">{me.heartsBalance}</span>{" "}
          {pluralNoun(me.heartsBalance, "heart")}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {options.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None of your consenting friends on Vouch can be suggested to {name} right now.
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Direct Match">
            <Controller
              control={form.control}
              name="friendId"
              render={({ field, fieldState }) => (
                <Field
                  label="Your friend"
                  error={fieldState.error ? "Choose one of your friends" : undefined}
                >
                  <Select
                    options={options}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    placeholder="Choose a friend"
                    disabled={directMatch.isPending}
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
                  label="Why they'd click"
                  error={fieldState.error?.message}
                  disabled={directMatch.isPending}
                />
              )}
            />
            {short && (
              <NotEnoughHearts
                id={shortId}
                what="A direct match"
                cost={COST.directMatch}
                balance={me.heartsBalance}
              />
            )}
            <Button
              type="submit"
              loading={directMatch.isPending}
              loadingText="Sending..."
              disabled={short}
              aria-describedby={short ? shortId : undefined}
            >
              <Send aria-hidden />
              Send Direct Match
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
