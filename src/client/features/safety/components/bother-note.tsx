import { REVIEW_PROMISE } from "@/shared/texts";
import { MessageCircleWarning } from "lucide-react";
import { MessageNote, type MessageNoteProps } from "./message-note";

/**
 * Under a partner's message that reads as harassment (the shared local rules, checked on this
 * device only): asks the reader whether it bothers them, with a way to report the message.
 */
export function BotherNote(props: MessageNoteProps) {
  return (
    <MessageNote icon={MessageCircleWarning} label="Does this bother you?" {...props}>
      <span className="font-semibold">Does this bother you?</span> No one should make you feel
      unsafe or pressured. You can tell us, and a moderator will look {REVIEW_PROMISE}.
    </MessageNote>
  );
}
