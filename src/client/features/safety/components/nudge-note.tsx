import { ShieldAlert } from "lucide-react";
import { MessageNote, type MessageNoteProps } from "./message-note";

/**
 * Under a partner's message that asked for money, gift cards or crypto, or to move off Vouch,
 * early in the match: a calm word, and a way to report the message.
 */
export function NudgeNote(props: MessageNoteProps) {
  return (
    <MessageNote icon={ShieldAlert} {...props}>
      A gentle heads-up: early asks for money, gift cards or crypto, or to move the chat off Vouch,
      are common in scams. Take your time and keep chatting here until you&apos;ve met.
    </MessageNote>
  );
}
