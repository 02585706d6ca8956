import { NoteField } from "@/client/components/note-field";
import { SubmitButton } from "@/client/components/submit-button";
import { useCheckedForm } from "@/client/components/checked-form";
import { Pencil, PenLine, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { toast } from "@/client/components/ui/toast";
import { applyServerFieldErrors, errorMessage } from "@/client/lib/form-errors";
import { ENDORSEMENT_MAX, PROMPT_ANSWER_MAX } from "@/shared/constants";
import { friendPromptText } from "@/shared/options";
import type { EndorsementStatus, Words } from "@/shared/schemas/endorsements";
import {
  useByMe,
  useEditWords,
  useWithdrawWords,
  useWriteEndorsement,
  type VouchableMember,
} from "../api";

/**
 * The author's side of friends' words, on /circle: the members whose circles list them as a
 * linked friend, to vouch for and to answer the prompts they asked.
 */
export function VouchForList() {
  const { t } = useTranslation();
  const byMe = useByMe();
  const members = byMe.data?.members ?? [];
  if (members.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="vouch-for-title">
      <CardHeader>
        <CardTitle id="vouch-for-title">{t("Friends you can vouch for")}</CardTitle>
        <CardDescription>
          {t(
            "They have you in their circle. A few words from you show on their profile once they approve them.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-5">
          {members.map((member) => (
            <VouchForMember key={member.memberId} member={member} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const statusText = (
  t: TFunction,
  status: Exclude<EndorsementStatus, "asked">,
  name: string,
): string =>
  ({
    pending: t("Waiting for {name}'s approval", { name }),
    approved: t("Shown on {name}'s profile", { name }),
    hidden: t("Not shown: {name} hid it", { name }),
    removed: t("Removed by a moderator"),
  })[status];

function VouchForMember({ member }: { member: VouchableMember }) {
  const { t } = useTranslation();
  const { firstName: name, endorsement, friendPrompt } = member;
  const write = useWriteEndorsement();
  const [writing, setWriting] = useState(false);

  return (
    <li className="grid gap-3 rounded-2xl border border-border p-3">
      <div className="flex items-center gap-3">
        <span aria-hidden className="contents">
          <Avatar name={name} photo={member.mainPhoto} />
        </span>
        <p className="min-w-0 flex-1 text-lg font-semibold">{name}</p>
      </div>

      {endorsement && endorsement.status !== "asked" ? (
        <OwnWords
          id={endorsement.id}
          text={endorsement.text ?? ""}
          status={endorsement.status}
          memberName={name}
          max={ENDORSEMENT_MAX}
          label={t("Your words about {name}", { name })}
        />
      ) : writing ? (
        <WordsEditor
          label={t("Your words about {name}", { name })}
          max={ENDORSEMENT_MAX}
          initial=""
          submitLabel={t("Send to {name}", { name })}
          onCancel={() => setWriting(false)}
          onSave={(text) =>
            write.mutateAsync({ memberId: member.memberId, text }).then(() => {
              toast.success(t("Sent"), t("{name} will see it to approve.", { name }));
              setWriting(false);
            })
          }
        />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setWriting(true)}>
          <PenLine aria-hidden />
          {t("Vouch for {name}", { name })}
        </Button>
      )}

      {friendPrompt && (
        <div className="grid gap-2 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground">
            <Trans
              i18nKey="{name} asked you: <0>{prompt}</0>"
              values={{ name, prompt: friendPromptText(friendPrompt.prompt, name, t) }}
              components={[<span key="prompt" className="text-foreground" />]}
            />
          </p>
          {friendPrompt.status === "asked" ? (
            <AnswerPrompt id={friendPrompt.id} memberName={name} />
          ) : (
            <OwnWords
              id={friendPrompt.id}
              text={friendPrompt.text ?? ""}
              status={friendPrompt.status}
              memberName={name}
              max={PROMPT_ANSWER_MAX}
              label={t("Your answer for {name}", { name })}
            />
          )}
        </div>
      )}
    </li>
  );
}

function AnswerPrompt({ id, memberName }: { id: string; memberName: string }) {
  const { t } = useTranslation();
  const edit = useEditWords();
  return (
    <WordsEditor
      label={t("Your answer")}
      max={PROMPT_ANSWER_MAX}
      initial=""
      submitLabel={t("Send answer")}
      onSave={(text) =>
        edit.mutateAsync({ id, text }).then(() => {
          toast.success(
            t("Answer sent"),
            t("{name} will see it to approve.", { name: memberName }),
          );
        })
      }
    />
  );
}

/** The author's words as they stand, with Edit (back to waiting for approval) and Withdraw. */
function OwnWords({
  id,
  text,
  status,
  memberName,
  max,
  label,
}: {
  id: string;
  text: string;
  status: Exclude<EndorsementStatus, "asked">;
  memberName: string;
  max: number;
  label: string;
}) {
  const { t } = useTranslation();
  const edit = useEditWords();
  const withdraw = useWithdrawWords();
  const [editing, setEditing] = useState(false);

  if (editing)
    return (
      <WordsEditor
        label={label}
        max={max}
        initial={text}
        submitLabel={t("Save")}
        onCancel={() => setEditing(false)}
        onSave={(next) =>
          edit.mutateAsync({ id, text: next }).then(() => {
            toast.success(
              t("Saved"),
              t("{name} will see it to approve again.", { name: memberName }),
            );
            setEditing(false);
          })
        }
      />
    );
  return (
    <div className="grid gap-2">
      <Badge variant={status === "approved" ? "success" : "outline"} className="justify-self-start">
        {statusText(t, status, memberName)}
      </Badge>
      <p className="leading-relaxed break-words">“{text}”</p>
      <div className="flex flex-wrap justify-end gap-2">
        {status !== "removed" && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={t("Edit {what}", { what: label.toLowerCase() })}
          >
            <Pencil aria-hidden />
            {t("Edit")}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={withdraw.isPending}
          aria-label={t("Withdraw {what}", { what: label.toLowerCase() })}
          onClick={() =>
            withdraw.mutateAsync(id).then(
              () =>
                toast.success(
                  t("Withdrawn"),
                  t("It no longer shows for {name}.", { name: memberName }),
                ),
              (error: unknown) => toast.error(t("Not withdrawn"), errorMessage(error)),
            )
          }
        >
          {!withdraw.isPending && <Trash2 aria-hidden />}
          {t("Withdraw")}
        </Button>
      </div>
    </div>
  );
}

function WordsEditor({
  label,
  max,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  max: number;
  initial: string;
  submitLabel: string;
  onSave: (text: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useCheckedForm<Words>({
    check: () => import("@/shared/schemas/endorsements").then((m) => m.editEndorsementSchema),
    defaultValues: { text: initial },
  });

  const submit = form.handleSubmit((values) =>
    onSave(values.text).catch((err: unknown) => {
      applyServerFieldErrors(err, form.setError, ["text"]);
      toast.error(t("Not sent"), errorMessage(err));
    }),
  );

  return (
    <form {...form.formProps(submit)} className="grid gap-2">
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <NoteField {...field} label={label} error={fieldState.error?.message} max={max} />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t("Cancel")}
          </Button>
        )}
        <SubmitButton size="sm" control={form.control}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
