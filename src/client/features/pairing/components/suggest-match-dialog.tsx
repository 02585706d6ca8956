import { useId } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/client/components/ui/dialog";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { COST, FREE_PAIRINGS_PER_DAY, REASON_MAX } from "@/shared/constants";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";

import { useSuggestPairing, type PairingFriend } from "../api";
import { firstName } from "./friend-text";
import { toastSpendFailed } from "./spend-failed";
import { NotEnoughHearts } from "./not-enough-hearts";
import { NoteField } from "@/client/components/note-field";
import { FitCheck, type FitCheckProps } from "./fit-check";
import { PairingTagsField } from "./pairing-tags-field";
import { SuggestMatchHeader } from "./suggest-match-header";
import type { suggestMatchSchema } from "../checks";

type FormInput = z.input<typeof suggestMatchSchema>;
type FormOutput = z.output<typeof suggestMatchSchema>;

export type PairDraft = { mine: PairingFriend; theirs: PairingFriend };

type SuggestMatchDialogProps = {
  /** The pair last chosen; it stays after closing, so focus can return to your friend. */
  draft: PairDraft | undefined;
  open: boolean;
  memberName: string;
  freePairingsLeft: number;
  heartsBalance: number;
  onClose: () => void;
  onSent: () => void;
  /** Both friends' ages and wishes (when on Vouch), and the server's fit for this pair. */
  fitOf: (draft: PairDraft) => Pick<FitCheckProps, "first" | "second" | "fit">;
};

/** 'Suggest a Match': why these two would click, and optional tags. */
export function SuggestMatchDialog({ draft, open, ...props }: SuggestMatchDialogProps) {
  return (
    <Dialog open={open && Boolean(draft)} onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent
        // It opens from a drop or from "Pair with…": on closing, focus goes back to your friend.
        onCloseAutoFocus={(event) => {
          const chip = document.querySelector<HTMLElement>(`[data-friend-id="${draft?.mine.id}"]`);
          if (!chip) return;
          event.preventDefault();
          chip.focus();
        }}
      >
        {draft && (
          <SuggestMatchForm
            key={`${draft.mine.id}-${draft.theirs.id}`}
            draft={draft}
            open={open}
            {...props}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SuggestMatchForm({
  draft: { mine, theirs },
  memberName,
  freePairingsLeft,
  heartsBalance,
  onClose,
  onSent,
  fitOf,
}: SuggestMatchDialogProps & { draft: PairDraft }) {
  const { t } = useTranslation();
  const suggest = useSuggestPairing();
  const formToast = useFormToast();
  const form = useCheckedForm<FormInput, FormOutput>({
    check: () => import("../checks").then((m) => m.suggestMatchSchema),
    defaultValues: { reason: "", tags: [] },
  });

  const onSubmit = form.handleSubmit(
    ({ reason, tags }) =>
      suggest.mutate(
        { myFriendId: mine.id, theirFriendId: theirs.id, reason, tags },
        {
          onSuccess: () => {
            formToast.clear();
            toast.success(
              t("Match suggestion sent!"),
              t("{name} will decide whether to introduce them.", { name: firstName(memberName) }),
            );
            onSent();
          },
          onError: (error) => {
            applyServerFieldErrors(error, form.setError, ["reason"]);
            toastSpendFailed(
              error,
              {
                need: t(
                  "{count, plural, one {You need # heart for another pairing today} other {You need # hearts for another pairing today}}",
                  { count: COST.extraPairing },
                ),
                failure: t("Failed to submit match suggestion"),
              },
              formToast,
            );
          },
        },
      ),
    () =>
      formToast.error(t("Please fill in all required fields"), t("Say why these two would click.")),
  );

  const free = freePairingsLeft > 0;
  const short = !free && heartsBalance < COST.extraPairing;
  const shortId = useId();
  return (
    <form {...form.formProps(onSubmit)} className="grid gap-5" aria-label={t("Suggest a Match")}>
      <SuggestMatchHeader mine={mine} theirs={theirs} memberName={memberName} />

      <FitCheck {...fitOf({ mine, theirs })} mode="pairing" />

      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <NoteField
            {...field}
            max={REASON_MAX}
            label={t("Why would they click?")}
            placeholder={t("They both collect vinyl and can't stop quoting Nora Ephron.")}
            error={fieldState.error?.message}
            disabled={suggest.isPending}
          />
        )}
      />

      <Controller
        control={form.control}
        name="tags"
        render={({ field: { value = [], onChange } }) => (
          <PairingTagsField value={value} onChange={onChange} disabled={suggest.isPending} />
        )}
      />

      <p className="rounded-xl bg-muted px-3.5 py-2.5 text-sm" data-testid="pairing-cost">
        {free
          ? t("Free · {left} of {max} free pairings left today", {
              left: freePairingsLeft,
              max: FREE_PAIRINGS_PER_DAY,
            })
          : t(
              "{cost, plural, one {# heart · today's {max} free pairings are used (you have {balance})} other {# hearts · today's {max} free pairings are used (you have {balance})}}",
              { cost: COST.extraPairing, max: FREE_PAIRINGS_PER_DAY, balance: heartsBalance },
            )}
      </p>
      {short && (
        <NotEnoughHearts
          id={shortId}
          what={t("Another pairing today")}
          cost={COST.extraPairing}
          balance={heartsBalance}
        />
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={suggest.isPending}>
          {t("Cancel")}
        </Button>
        <SubmitButton
          control={form.control}
          busy={suggest.isPending}
          loadingText={t("Sending...")}
          disabled={short}
          aria-describedby={short ? shortId : undefined}
        >
          {t("Send Suggestion")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
