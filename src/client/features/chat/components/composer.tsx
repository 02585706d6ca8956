import { Check, Pencil, Reply, SendHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { useUser } from "@/client/lib/session";
import { MESSAGE_MAX } from "@/shared/constants";
import { harassmentKindOf } from "@/shared/harassment";
import { FIRST_MESSAGE_WINDOW } from "@/shared/texts";
import { firstName } from "@/client/lib/first-name";
import { useMessageChanges, useSendMessage, useTypingSignal, type Message } from "../api";

/** What the composer is writing besides a new message: a reply to one, or an edit of one. */
export type Pending = { kind: "reply" | "edit"; message: Message };

type ComposerProps = {
  matchId: string;
  partnerName: string;
  pending: Pending | null;
  onPendingDone: () => void;
  /** Not in a muted conversation. */
  signalsTyping: boolean;
};

/** The count shows once a message nears its limit. */
const COUNTER_FROM = MESSAGE_MAX - 200;

/**
 * The message box under a conversation: Enter sends, Shift+Enter breaks the line; a message that
 * reads as harassment is asked about first ("Are you sure?"), on this device only, and so is an
 * edit. It also answers a message (with its quote) and edits the member's own.
 */
export function Composer({
  matchId,
  partnerName,
  pending,
  onPendingDone,
  signalsTyping,
}: ComposerProps) {
  const { t } = useTranslation();
  const editing = pending?.kind === "edit" ? pending.message : null;
  const replyingTo = pending?.kind === "reply" ? pending.message : null;
  const [text, setText] = useState(editing?.text ?? "");
  const send = useSendMessage(matchId);
  const { edit } = useMessageChanges(matchId);
  const signalTyping = useTypingSignal(matchId);
  const trimmed = text.trim();
  const busy = send.isPending || edit.isPending;

  // "Are you sure?" before a message that reads as harassment: checked here, never on the server.
  const [confirming, setConfirming] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const submit = (event?: FormEvent, sure = false) => {
    event?.preventDefault();
    if (!trimmed || busy) return;
    if (!sure && harassmentKindOf(trimmed)) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    if (editing) {
      edit.mutate(
        { messageId: editing.id, text: trimmed },
        {
          onSuccess: () => {
            setText("");
            onPendingDone();
          },
          onError: (error) => toast.error(t("Couldn't edit the message"), error.message),
        },
      );
      return;
    }
    send.mutate(replyingTo ? { text: trimmed, replyTo: replyingTo.id } : { text: trimmed }, {
      onSuccess: ({ heartsEarned }) => {
        setText("");
        if (replyingTo) onPendingDone();
        if (heartsEarned > 0)
          toast.success(
            t("+{count} heart", { count: heartsEarned }),
            t("You broke the ice {window}. That's a lovely start.", {
              window: FIRST_MESSAGE_WINDOW,
            }),
          );
      },
      // The text stays in the box, so nothing typed is lost.
      onError: (error) => toast.error(t("Failed to send message"), error.message),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-1 border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {pending && (
        <div className="flex min-w-0 items-center gap-2 rounded-2xl bg-muted/60 py-1 pr-1 pl-3 text-sm">
          {editing ? (
            <Pencil aria-hidden className="size-4 shrink-0 text-primary" />
          ) : (
            <Reply aria-hidden className="size-4 shrink-0 text-primary" />
          )}
          <p className="min-w-0 flex-1 truncate">
            <span className="font-semibold">
              {editing ? (
                t("Editing your message")
              ) : (
                <QuotedName message={pending.message} partnerName={partnerName} />
              )}
            </span>
            {!editing && (
              <span className="text-muted-foreground"> {pending.message.text.split("\n")[0]}</span>
            )}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={editing ? t("Cancel the edit") : t("Cancel the reply")}
            onClick={() => {
              if (editing) setText("");
              onPendingDone();
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`composer-${matchId}`} className="sr-only">
          {t("Message")}
        </label>
        <textarea
          id={`composer-${matchId}`}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX}
          ref={textarea}
          onChange={(event) => {
            setText(event.target.value);
            setConfirming(false);
            if (signalsTyping && !editing && event.target.value.trim()) signalTyping();
          }}
          onKeyDown={onKeyDown}
          placeholder={t("Write a message…")}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-3xl border border-input bg-background px-4 py-2.5 text-[0.95rem] leading-snug placeholder:text-placeholder focus-visible:outline-2 focus-visible:outline-ring"
        />
        <SubmitButton
          size="icon"
          aria-label={editing ? t("Save the edit") : t("Send message")}
          disabled={!trimmed}
          busy={busy}
        >
          {!busy && (editing ? <Check aria-hidden /> : <SendHorizontal aria-hidden />)}
        </SubmitButton>
      </div>
      {confirming && (
        <SendAnyway
          onEdit={() => {
            setConfirming(false);
            textarea.current?.focus();
          }}
          onSend={() => submit(undefined, true)}
          editing={Boolean(editing)}
        />
      )}
      {text.length >= COUNTER_FROM && (
        <p className="justify-self-end text-xs text-muted-foreground tabular-nums">
          {text.length}/{MESSAGE_MAX}
        </p>
      )}
    </form>
  );
}

/** The sender's second thought: shown under the composer; only this device read the message. */
function SendAnyway({
  onEdit,
  onSend,
  editing,
}: {
  onEdit: () => void;
  onSend: () => void;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const edit = useRef<HTMLButtonElement>(null);
  const title = useId();
  useEffect(() => edit.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={title}
      className="mt-1 grid gap-2 rounded-2xl border border-border bg-accent/60 px-3 py-2.5 text-sm text-accent-foreground"
    >
      <p>
        <span id={title} className="font-semibold">
          {t("Are you sure?")}
        </span>{" "}
        {t(
          "This may come across as hurtful or pressuring. Take a breath: would you say it face to face?",
        )}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button ref={edit} type="button" variant="outline" size="sm" onClick={onEdit}>
          {t("Edit")}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onSend}>
          {editing ? t("Save anyway") : t("Send anyway")}
        </Button>
      </div>
    </div>
  );
}

/** "Replying to" whose message a reply quotes: "yourself" or the partner's first name. */
function QuotedName({ message, partnerName }: { message: Message; partnerName: string }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      {message.senderId === user.id
        ? t("Replying to yourself:")
        : t("Replying to {name}:", { name: firstName(partnerName) })}
    </>
  );
}
