import { NoteField } from "@/client/components/note-field";
import { SubmitButton } from "@/client/components/submit-button";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { APPEAL_TEXT_MAX } from "@/shared/constants";
import { decisionText, MEMBER_REASON_TEXTS } from "@/shared/decision-texts";
import type { AppealInput, Decision } from "@/shared/schemas/moderation";
import { deviceTimeZone } from "@/client/lib/device-clock";
import { i18n } from "@/shared/i18n/i18n";

/** "November 27, 2026" on the device's clock, in the reader's language. */
const day = (at: string) =>
  new Intl.DateTimeFormat(i18n.language, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: deviceTimeZone(),
  }).format(new Date(at));

const ANSWERS = {
  pending: () => i18n.t("Your appeal is waiting for a different moderator."),
  upheld: () =>
    i18n.t(
      "A different moderator reviewed your appeal and kept the decision. This answer is final.",
    ),
  overturned: () =>
    i18n.t(
      "A different moderator reviewed your appeal and overturned the decision: any limit, suspension or ban is lifted. Removed content isn't restored. This answer is final.",
    ),
} as const;

/**
 * A moderator's decision about the member: what and why, and their one appeal (within 30 days)
 * or its answer. `onAppeal` sends it: signed in, or with email and password when suspended.
 */
export function DecisionCard({
  decision,
  onAppeal,
  appealing,
}: {
  decision: Decision;
  onAppeal: (text: string) => void;
  appealing: boolean;
}) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const form = useCheckedForm<AppealInput>({
    check: () => import("@/shared/schemas/moderation").then((m) => m.appealSchema),
    defaultValues: { text: "" },
  });
  const text = useWatch({ control: form.control, name: "text" });
  const { appeal } = decision;
  const open = decision.mayAppeal;
  const submit = form.handleSubmit((values) => onAppeal(values.text));

  return (
    <article className="grid gap-2 border-b border-border/60 py-3 last:border-0">
      <p className="font-medium">
        {decisionText(t, decision.action, decision.endsAt ? new Date(decision.endsAt) : null)}
      </p>
      <p className="text-sm text-muted-foreground">
        {t("{day} · Why: {reason}", {
          day: day(decision.decidedAt),
          reason: t(MEMBER_REASON_TEXTS[decision.reason]),
        })}
      </p>
      {appeal ? (
        <div className="grid gap-1 rounded-card bg-muted px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t("Your appeal")}</span>
            <Badge variant={appeal.status === "overturned" ? "success" : "default"}>
              {appeal.status === "pending"
                ? t("Waiting")
                : appeal.status === "upheld"
                  ? t("Decision kept")
                  : t("Overturned")}
            </Badge>
          </p>
          <p className="wrap-anywhere text-muted-foreground">“{appeal.text}”</p>
          <p>{ANSWERS[appeal.status]()}</p>
          {appeal.answer && (
            <p className="wrap-anywhere">
              <span className="font-medium">{t("The moderator's answer:")}</span> {appeal.answer}
            </p>
          )}
        </div>
      ) : open ? (
        writing ? (
          <form {...form.formProps(submit)} className="grid gap-2">
            <Controller
              control={form.control}
              name="text"
              render={({ field, fieldState }) => (
                <NoteField
                  {...field}
                  label={t("Why was this decision wrong?")}
                  hint={t(
                    "You can appeal once. A different moderator decides, and their answer is final.",
                  )}
                  error={fieldState.error?.message}
                  max={APPEAL_TEXT_MAX}
                  disabled={appealing}
                />
              )}
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton
                size="sm"
                control={form.control}
                busy={appealing}
                disabled={!text.trim()}
              >
                {t("Send appeal")}
              </SubmitButton>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setWriting(false)}
                disabled={appealing}
              >
                {t("Cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button size="sm" variant="outline" onClick={() => setWriting(true)}>
              {t("Appeal")}
            </Button>
            <span className="text-sm text-muted-foreground">
              {t("Last day to appeal: {day}", { day: day(decision.appealUntil) })}
            </span>
          </div>
        )
      ) : (
        <p className="text-sm text-muted-foreground">{t("The 30 days to appeal have passed.")}</p>
      )}
    </article>
  );
}
