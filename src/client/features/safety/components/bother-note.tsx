import { REVIEW_PROMISE } from "@/shared/texts";
import { MessageCircleWarning } from "lucide-react";
import { MessageNote, type MessageNoteProps } from "./message-note";
import { useTranslation } from "react-i18next";

/**
 * Under a partner's message that reads as harassment (the shared local rules, checked on this
 * device only): asks the reader whether it bothers them, with a way to report the message.
 */
export function BotherNote(props: MessageNoteProps) {
  const { t } = useTranslation();
  return (
    <MessageNote icon={MessageCircleWarning} label={t("Does this bother you?")} {...props}>
      <span className="font-semibold">{t("Does this bother you?")}</span>{" "}
      {t(
        "No one should make you feel unsafe or pressured. You can tell us, and a moderator will look {promise}.",
        { promise: REVIEW_PROMISE },
      )}
    </MessageNote>
  );
}
