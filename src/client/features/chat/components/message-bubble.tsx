import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";
import { firstName } from "@/client/lib/first-name";
import { BotherNote, NudgeNote } from "@/client/features/safety";
import { harassmentKindOf } from "@/shared/harassment";
import { MESSAGE_REMOVED_TEXT, QUOTE_REMOVED_TEXT } from "@/shared/texts";
import type { Message } from "../api";
import { MessageActions } from "./message-actions";
import { formatMessageTime } from "./message-time";
import { messageElementId } from "./use-jump-to-message";

type MessageBubbleProps = {
  message: Message;
  mine: boolean;
  partnerName?: string;
  partnerLeft?: boolean;
  extras: boolean;
  readAt?: string | null;
  /** Found by search: marked for a moment. */
  highlighted?: boolean;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
};

/** One message in the thread: its quote, text, time, actions, reactions and "Read". */
export function MessageBubble({
  message,
  mine,
  partnerName,
  partnerLeft,
  extras,
  readAt,
  highlighted = false,
  onReply,
  onEdit,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const note = { messageId: message.id, partnerName: partnerName ?? t("your match"), partnerLeft };
  return (
    <li
      id={messageElementId(message.id)}
      className={cn("flex flex-col", mine ? "items-end" : "items-start")}
    >
      <div className={cn("flex w-full items-center gap-1", mine && "flex-row-reverse")}>
        <div
          className={cn(
            "max-w-[85%] min-w-0 rounded-3xl px-4 py-2.5 shadow-soft transition-shadow",
            highlighted && "ring-3 ring-ring/70",
            message.removed
              ? "border border-dashed border-border bg-transparent text-muted-foreground"
              : mine
                ? "rounded-br-md bg-primary text-primary-foreground"
                : "rounded-bl-md bg-surface text-foreground",
          )}
        >
          {message.replyTo && (
            <p
              className={cn(
                "mb-1.5 truncate border-l-2 pl-2 text-[0.8rem]",
                mine ? "border-primary-foreground/70" : "border-primary",
              )}
            >
              <span className="sr-only">{t("In reply to")} </span>
              <span className="font-semibold">
                {message.replyTo.fromMe ? t("You") : firstName(partnerName ?? t("Your match"))}:
              </span>{" "}
              {message.replyTo.firstLine ?? <em>{QUOTE_REMOVED_TEXT}</em>}
            </p>
          )}
          <p className="text-[0.95rem] leading-snug break-words whitespace-pre-wrap">
            {message.removed ? <em>{MESSAGE_REMOVED_TEXT}</em> : message.text}
          </p>
          <time
            dateTime={message.sentAt}
            className={cn(
              "mt-1 block text-right text-[0.7rem]",
              mine && !message.removed ? "text-primary-foreground" : "text-muted-foreground",
            )}
          >
            <span className="sr-only">{mine ? `${t("You,")} ` : ""}</span>
            {message.edited && `${t("edited")} · `}
            {formatMessageTime(message.sentAt, i18n.language)}
          </time>
        </div>
        <MessageActions
          message={message}
          mine={mine}
          canReact={extras}
          canWrite={!partnerLeft}
          onReply={onReply}
          onEdit={onEdit}
        />
      </div>
      {message.reactions && extras && (
        <div
          role="group"
          className={cn("-mt-1 flex gap-0.5", mine ? "mr-10" : "ml-2")}
          aria-label={t("Reactions: {list}", {
            list: message.reactions
              .map((r) =>
                r.mine
                  ? t("{emoji} from you", { emoji: r.emoji })
                  : t("{emoji} from {name}", {
                      emoji: r.emoji,
                      name: firstName(partnerName ?? t("your match")),
                    }),
              )
              .join(", "),
          })}
        >
          {message.reactions.map((r) => (
            <span
              key={`${r.emoji}-${r.mine}`}
              aria-hidden
              className="rounded-full border border-border bg-surface px-1.5 text-sm shadow-soft"
            >
              {r.emoji}
            </span>
          ))}
        </div>
      )}
      {readAt && (
        <p className="mt-0.5 mr-10 text-[0.7rem] text-muted-foreground">
          {t("Read")} <time dateTime={readAt}>{formatMessageTime(readAt, i18n.language)}</time>
        </p>
      )}
      {message.safetyNote && !mine && <NudgeNote {...note} />}
      {!mine && harassmentKindOf(message.text) && <BotherNote {...note} />}
    </li>
  );
}
