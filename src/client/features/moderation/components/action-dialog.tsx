import { NoteField } from "@/client/components/note-field";
import { SubmitButton } from "@/client/components/submit-button";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { toast } from "@/client/components/ui/toast";
import { Input } from "@/client/components/ui/input";
import { MODERATION_NOTE_MAX, SUSPEND_DAYS_MAX } from "@/shared/constants";
import { MODERATION_REASONS, type ModerationReason } from "@/shared/options";
import type { CaseAction } from "@/shared/schemas/moderation";
import type { TFunction } from "@/shared/i18n/i18n";
import { useActOnCase } from "../api";

type Target =
  | { action: "dismiss" | "warn" | "limit" | "suspend" | "ban" }
  | { action: "remove_photo"; photoId: string }
  | { action: "remove_message"; messageId: string }
  | { action: "remove_prompt"; prompt: string }
  | { action: "remove_endorsement"; endorsementId: string };

const wordsFor = (
  t: TFunction,
): Record<
  Target["action"],
  { button: string; title: string; description: string; done: string }
> => ({
  dismiss: {
    button: t("Dismiss", { context: "case" }),
    title: t("Dismiss this case?"),
    description: t("Its reporters will see “No violation found”. The member is told nothing."),
    done: t("Case dismissed"),
  },
  warn: {
    button: t("Warn"),
    title: t("Warn this member?"),
    description: t(
      "They see the warning, with its reason, on their next visit and acknowledge it.",
    ),
    done: t("Warning sent"),
  },
  limit: {
    button: t("Limit"),
    title: t("Limit this member?"),
    description: t(
      "For these days they can read and reply in their conversations but start nothing new: no introductions, pairings or new conversations.",
    ),
    done: t("Member limited"),
  },
  suspend: {
    button: t("Suspend"),
    title: t("Suspend this member?"),
    description: t(
      "They are signed out everywhere at once, can't sign in until the suspension ends, and show on no one's screen meanwhile.",
    ),
    done: t("Member suspended"),
  },
  ban: {
    button: t("Ban"),
    title: t("Ban this member?"),
    description: t(
      "They are signed out everywhere at once, can never sign in again nor join with this email, and show on no one's screen.",
    ),
    done: t("Member banned"),
  },
  remove_photo: {
    button: t("Remove photo"),
    title: t("Remove this photo?"),
    description: t("It disappears from every screen at once. The case keeps its copy."),
    done: t("Photo removed"),
  },
  remove_message: {
    button: t("Remove"),
    title: t("Remove this message?"),
    description: t(
      "It disappears from both members' conversation at once. The case keeps its copy.",
    ),
    done: t("Message removed"),
  },
  remove_prompt: {
    button: t("Remove prompt"),
    title: t("Remove this prompt?"),
    description: t("It disappears from their profile at once. The case keeps its copy."),
    done: t("Prompt removed"),
  },
  remove_endorsement: {
    button: t("Remove words"),
    title: t("Remove these friend's words?"),
    description: t("They disappear from the member's profile at once. The case keeps its copy."),
    done: t("Friend's words removed"),
  },
});

/** One action on a case: its reason code and a note for the audit log, asked for first. */
export function ActionDialog({
  caseId,
  target,
  label,
}: {
  caseId: string;
  target: Target;
  /** The button's accessible name, when its text alone doesn't say what it acts on. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ModerationReason | undefined>();
  const [note, setNote] = useState("");
  const [days, setDays] = useState("7");
  const act = useActOnCase(caseId);
  const formId = useId();
  const words = wordsFor(t)[target.action];

  const openChange = (next: boolean) => {
    if (act.isPending) return;
    if (next) {
      setReason(target.action === "dismiss" ? "no_violation" : undefined);
      setNote("");
      setDays("7");
      act.reset();
    }
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason || !note.trim()) {
      toast.error(t("Incomplete"), t("Choose a reason and write a note for the log"));
      return;
    }
    const extra =
      target.action === "suspend" || target.action === "limit" ? { days: Number(days) } : {};
    act.mutate({ ...target, ...extra, reason, note } as CaseAction, {
      onSuccess: () => {
        toast.success(words.done);
        setOpen(false);
      },
      onError: (error) => toast.error(t("Error"), error.message),
    });
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button
          variant={target.action.startsWith("remove_") ? "ghost" : "outline"}
          size="sm"
          aria-label={label}
        >
          {words.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
          {(target.action === "suspend" || target.action === "limit") && (
            <Field label={t("Days")}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={SUSPEND_DAYS_MAX}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                disabled={act.isPending}
              />
            </Field>
          )}
          <Field label={t("Reason")}>
            <Select
              options={MODERATION_REASONS.map(({ value, label }) => ({ value, label: t(label) }))}
              value={reason}
              onValueChange={setReason}
              placeholder={t("Choose a reason")}
              disabled={act.isPending}
            />
          </Field>
          <NoteField
            label={t("Note for the log")}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            max={MODERATION_NOTE_MAX}
            disabled={act.isPending}
            placeholder={t("What you saw, in a sentence")}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => openChange(false)} disabled={act.isPending}>
            {t("Cancel")}
          </Button>
          <SubmitButton form={formId} variant="destructive" busy={act.isPending}>
            {words.button}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
