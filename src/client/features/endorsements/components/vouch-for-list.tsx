import { Pencil, PenLine, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
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
import { Field } from "@/client/components/ui/field";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { ApiError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/form-errors";
import { ENDORSEMENT_MAX, PROMPT_ANSWER_MAX } from "@/shared/constants";
import { friendPromptText } from "@/shared/options";
import type { EndorsementStatus } from "@/shared/schemas/endorsements";
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
  const byMe = useByMe();
  const members = byMe.data?.members ?? [];
  if (members.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="vouch-for-title">
      <CardHeader>
        <CardTitle id="vouch-for-title">Friends you can vouch for</CardTitle>
        <CardDescription>
          They have you in their circle. A few words from you show on their profile once they
          approve them.
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

const STATUS: Record<Exclude<EndorsementStatus, "asked">, (name: string) => string> = {
  pending: (name) => `Waiting for ${name}'s approval`,
  approved: (name) => `Shown on ${name}'s profile`,
  hidden: (name) => `Not shown: ${name} hid it`,
  removed: () => "Removed by a moderator",
};

function VouchForMember({ member }: { member: VouchableMember }) {
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
          label={`Your words about ${name}`}
        />
      ) : writing ? (
        <WordsEditor
          label={`Your words about ${name}`}
          max={ENDORSEMENT_MAX}
          initial=""
          submitLabel={`Send to ${name}`}
          onCancel={() => setWriting(false)}
          onSave={(text) =>
            write.mutateAsync({ memberId: member.memberId, text }).then(() => {
              toast.success("Sent", `${name} will see it to approve.`);
              setWriting(false);
            })
          }
        />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setWriting(true)}>
          <PenLine aria-hidden />
          Vouch for {name}
        </Button>
      )}

      {friendPrompt && (
        <div className="grid gap-2 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground">
            {name} asked you:{" "}
            <span className="text-foreground">{friendPromptText(friendPrompt.prompt, name)}</span>
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
              label={`Your answer for ${name}`}
            />
          )}
        </div>
      )}
    </li>
  );
}

function AnswerPrompt({ id, memberName }: { id: string; memberName: string }) {
  const edit = useEditWords();
  return (
    <WordsEditor
      label="Your answer"
      max={PROMPT_ANSWER_MAX}
      initial=""
      submitLabel="Send answer"
      onSave={(text) =>
        edit.mutateAsync({ id, text }).then(() => {
          toast.success("Answer sent", `${memberName} will see it to approve.`);
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
  const edit = useEditWords();
  const withdraw = useWithdrawWords();
  const [editing, setEditing] = useState(false);

  if (editing)
    return (
      <WordsEditor
        label={label}
        max={max}
        initial={text}
        submitLabel="Save"
        onCancel={() => setEditing(false)}
        onSave={(next) =>
          edit.mutateAsync({ id, text: next }).then(() => {
            toast.success("Saved", `${memberName} will see it to approve again.`);
            setEditing(false);
          })
        }
      />
    );
  return (
    <div className="grid gap-2">
      <Badge variant={status === "approved" ? "success" : "outline"} className="justify-self-start">
        {STATUS[status](memberName)}
      </Badge>
      <p className="leading-relaxed break-words">“{text}”</p>
      <div className="flex flex-wrap justify-end gap-2">
        {status !== "removed" && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${label.toLowerCase()}`}
          >
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={withdraw.isPending}
          aria-label={`Withdraw ${label.toLowerCase()}`}
          onClick={() =>
            withdraw.mutateAsync(id).then(
              () => toast.success("Withdrawn", `It no longer shows for ${memberName}.`),
              (error: unknown) => toast.error("Not withdrawn", errorMessage(error)),
            )
          }
        >
          {!withdraw.isPending && <Trash2 aria-hidden />}
          Withdraw
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
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) {
      setError("Write a few words");
      return;
    }
    setError(undefined);
    setSaving(true);
    onSave(words)
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.fields?.text) setError(err.fields.text);
        toast.error("Not sent", errorMessage(err));
      })
      .finally(() => setSaving(false));
  };

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Field label={label} error={error}>
        <Textarea
          value={text}
          maxLength={max}
          count={text.length}
          rows={3}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
