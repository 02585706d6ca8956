import { ShieldAlert } from "lucide-react";
import { MessageNote } from "./message-note";

/**
 * Under a partner's message that asked for money, gift cards or crypto, or to move off Vouch,
 * early in the match: a calm word, and a way to report the message.
 */
export function NudgeNote({ messageId, partnerName }: { messageId: number; partnerName: string }) {
  return (
    <MessageNote icon={ShieldAlert} messageId={messageId} partnerName={partnerName}>
      A gentle heads-up: early asks for money, gift cards or crypto, or to move the chat off Vouch,
      are common in scams. Take your time and keep chatting here until you&apos;ve met.
    </MessageNote>
  );
}
