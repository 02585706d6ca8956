import { NoteField } from "@/client/components/note-field";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { paths } from "@/client/lib/paths";
import { MODERATION_NOTE_MAX } from "@/shared/constants";
import { OVERTURN_RESTORES_NOTHING } from "@/shared/decision-texts";
import { moderationReasonLabel } from "@/shared/options";
import type { QueueAppeal } from "@/shared/schemas/moderation";
import type { TFunction } from "@/shared/i18n/i18n";
import { useDecideAppeal } from "../api";
import { agoLabel } from "../clock";

const actionLabels = (t: TFunction): Record<QueueAppeal["action"], string> => ({
  warn: t("Warning"),
  remove_photo: t("Photo removed"),
  remove_message: t("Message removed"),
  remove_prompt: t("Prompt removed"),
  remove_endorsement: t("Friend's words removed"),
  limit: t("Limit"),
  suspend: t("Suspension"),
  ban: t("Ban"),
});
const reasonLabel = (reason: string) => moderationReasonLabel(reason);

/** Appeals waiting for a moderator other than the one who decided: each answered once, finally. */
export function AppealList({ appeals }: { appeals: QueueAppeal[] }) {
  const { t } = useTranslation();
  if (appeals.length === 0)
    return <p className="text-muted-foreground">{t("No appeals are waiting.")}</p>;
  return (
    <ol className="grid gap-3" aria-label={t("Appeals")}>
      {appeals.map((appeal) => (
        <li key={appeal.id}>
          <AppealItem appeal={appeal} />
        </li>
      ))}
    </ol>
  );
}

function AppealItem({ appeal }: { appeal: QueueAppeal }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const decide = useDecideAppeal(appeal.id);
  const send = (outcome: "upheld" | "overturned") => {
    if (!note.trim()) {
      toast.error(t("Incomplete"), t("Write the answer the member will read"));
      return;
    }
    decide.mutate(
      { outcome, note },
      {
        onSuccess: () =>
          toast.success(outcome === "upheld" ? t("Decision kept") : t("Decision overturned")),
        onError: (error) => toast.error(t("Error"), error.message),
      },
    );
  };
  return (
    <article
      className="grid gap-2 rounded-2xl border border-border bg-card p-4"
      aria-label={t("Appeal by {name}", { name: appeal.member.name })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{appeal.member.name}</span>
        <Badge variant="accent">{actionLabels(t)[appeal.action]}</Badge>
        <Badge variant="outline">{reasonLabel(appeal.reason)}</Badge>
        {appeal.member.deleted && <Badge variant="outline">{t("Account deleted")}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        {t("Decided {decided}, appealed {appealed}", {
          decided: agoLabel(t, appeal.decidedAt),
          appealed: agoLabel(t, appeal.appealedAt),
        })}{" "}
        ·{" "}
        <Link to={`${paths.moderation}?case=${appeal.caseId}`} className="underline">
          {t("Open the case")}
        </Link>
      </p>
      <p className="text-sm wrap-anywhere">
        <span className="font-medium">{t("Moderator's note:")}</span> {appeal.note}
      </p>
      <blockquote className="border-l-2 border-border pl-3 whitespace-pre-line wrap-anywhere">
        {appeal.text}
      </blockquote>
      {appeal.yours ? (
        <p className="text-sm text-muted-foreground">
          {t("You took this decision: a different moderator answers its appeal.")}
        </p>
      ) : (
        <div className="grid gap-2">
          <NoteField
            label={t("Answer to the member")}
            hint={t("Final. {rest}", { rest: OVERTURN_RESTORES_NOTHING })}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            max={MODERATION_NOTE_MAX}
            disabled={decide.isPending}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => send("upheld")}
              loading={decide.isPending && decide.variables?.outcome === "upheld"}
              disabled={decide.isPending}
            >
              {t("Keep the decision")}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => send("overturned")}
              loading={decide.isPending && decide.variables?.outcome === "overturned"}
              disabled={decide.isPending}
            >
              {t("Overturn")}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
