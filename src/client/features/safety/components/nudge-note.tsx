import { ShieldAlert } from "lucide-react";
import { MessageNote, type MessageNoteProps } from "./message-note";
import { useTranslation } from "react-i18next";

/**
 * Under a partner's message that asked for money, gift cards or crypto, or to move off Vouch,
 * early in the match: a calm word, and a way to report the message.
 */
export function NudgeNote(props: MessageNoteProps) {
  const { t } = useTranslation();
  return (
    <MessageNote icon={ShieldAlert} {...props}>
      {t(
        "A gentle heads-up: early asks for money, gift cards or crypto, or to move the chat off Vouch, are common in scams. Take your time and keep chatting here until you've met.",
      )}
    </MessageNote>
  );
}
