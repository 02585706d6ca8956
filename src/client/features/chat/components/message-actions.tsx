import { Pencil, Reply, SmilePlus, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { MESSAGE_CHANGE_MINUTES, REACTIONS, type Reaction } from "@/shared/constants";
import { useMessageChanges, type Message } from "../api";

const CHANGE_MS = MESSAGE_CHANGE_MINUTES * 60_000;

/** Whether the member may still edit or unsend their message (the server has the last word). */
const stillChangeable = (message: Message, now = Date.now()) =>
  !message.removed && now - Date.parse(message.sentAt) < CHANGE_MS;

type MessageActionsProps = {
  message: Message;
  mine: boolean;
  /** Reactions only where the conversation is open to them (not muted, not left). */
  canReact: boolean;
  canWrite: boolean;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
};

/** A message's menu: a reaction, a reply, and for the member's own, edit or unsend in time. */
export function MessageActions({
  message,
  mine,
  canReact,
  canWrite,
  onReply,
  onEdit,
}: MessageActionsProps) {
  const { t } = useTranslation();
  const { react, unsend } = useMessageChanges(message.matchId);
  const own = message.reactions?.find((r) => r.mine)?.emoji ?? null;
  const changeable = mine && canWrite && stillChangeable(message);
  if (message.removed || (!canReact && !canWrite)) return null;

  const toggle = (emoji: Reaction) =>
    react.mutate(
      { messageId: message.id, emoji: own === emoji ? null : emoji },
      { onError: (error) => toast.error(t("Couldn't react"), error.message) },
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0 self-center text-muted-foreground"
          aria-label={mine ? t("Options for your message") : t("React or reply")}
        >
          <SmilePlus aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={mine ? "end" : "start"} className="min-w-0">
        {canReact && (
          <div role="group" aria-label={t("Reactions")} className="flex gap-0.5 pb-1">
            {REACTIONS.map((emoji) => (
              <DropdownMenuItem
                key={emoji}
                aria-label={
                  own === emoji ? t("Take off {emoji}", { emoji }) : t("React {emoji}", { emoji })
                }
                className={cn(
                  "min-h-10 justify-center px-1.5 text-xl",
                  own === emoji && "bg-accent",
                )}
                onSelect={() => toggle(emoji)}
              >
                {emoji}
              </DropdownMenuItem>
            ))}
          </div>
        )}
        {canWrite && (
          <DropdownMenuItem onSelect={() => onReply(message)}>
            <Reply aria-hidden />
            {t("Reply")}
          </DropdownMenuItem>
        )}
        {changeable && (
          <>
            <DropdownMenuItem onSelect={() => onEdit(message)}>
              <Pencil aria-hidden />
              {t("Edit")}
            </DropdownMenuItem>
            <DropdownMenuItem
              destructive
              onSelect={() =>
                unsend.mutate(message.id, {
                  onSuccess: () => toast.success(t("Message unsent")),
                  onError: (error) => toast.error(t("Couldn't unsend it"), error.message),
                })
              }
            >
              <Undo2 aria-hidden />
              {t("Unsend for both of you")}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
