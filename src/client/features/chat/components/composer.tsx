import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { MESSAGE_MAX } from "@/shared/constants";
import { harassmentKindOf } from "@/shared/harassment";
import { FIRST_MESSAGE_WINDOW } from "@/shared/texts";
import { useSendMessage } from "../api";

/** The count shows once a message nears its limit. */
const COUNTER_FROM = MESSAGE_MAX - 200;

/**
 * The message box under a conversation: Enter sends, Shift+Enter breaks the line; a message that
 * reads as harassment is asked about first ("Are you sure?"), on this device only.
 */
export function Composer({ matchId }: { matchId: string }) {
  const [text, setText] = useState("");
  const send = useSendMessage(matchId);
  const trimmed = text.trim();

  // "Are you sure?" before a message that reads as harassment: checked here, never on the server.
  const [confirming, setConfirming] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const submit = (event?: FormEvent, sure = false) => {
    event?.preventDefault();
    if (!trimmed || send.isPending) return;
    if (!sure && harassmentKindOf(trimmed)) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    send.mutate(trimmed, {
      onSuccess: ({ heartsEarned }) => {
        setText("");
        if (heartsEarned > 0)
          toast.success(
            `+${heartsEarned} heart`,
            `You broke the ice ${FIRST_MESSAGE_WINDOW}. That's a lovely start.`,
          );
      },
      // The text stays in the box, so nothing typed is lost.
      onError: (error) => toast.error("Failed to send message", error.message),
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
      <div className="flex items-end gap-2">
        <label htmlFor={`composer-${matchId}`} className="sr-only">
          Message
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
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-3xl border border-input bg-background px-4 py-2.5 text-[0.95rem] leading-snug placeholder:text-placeholder focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          disabled={!trimmed}
          loading={send.isPending}
        >
          {!send.isPending && <SendHorizontal aria-hidden />}
        </Button>
      </div>
      {confirming && (
        <SendAnyway
          onEdit={() => {
            setConfirming(false);
            textarea.current?.focus();
          }}
          onSend={() => submit(undefined, true)}
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
function SendAnyway({ onEdit, onSend }: { onEdit: () => void; onSend: () => void }) {
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
          Are you sure?
        </span>{" "}
        This may come across as hurtful or pressuring. Take a breath: would you say it face to face?
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button ref={edit} type="button" variant="outline" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onSend}>
          Send anyway
        </Button>
      </div>
    </div>
  );
}
