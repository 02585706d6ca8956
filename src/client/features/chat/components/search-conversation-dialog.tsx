import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { firstName } from "@/client/lib/first-name";
import { MessageSearch } from "./message-search";

type SearchConversationDialogProps = {
  matchId: string;
  partnerName: string;
  /** The message picked: the thread goes to it. */
  onFind: (messageId: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Search by words within one conversation; a result picked shows in the thread. */
export function SearchConversationDialog({
  matchId,
  partnerName,
  onFind,
  open,
  onOpenChange,
}: SearchConversationDialogProps) {
  const { t } = useTranslation();
  const name = firstName(partnerName);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Search this conversation")}</DialogTitle>
          <DialogDescription>
            {t("Find words in your messages with {name}.", { name })}
          </DialogDescription>
        </DialogHeader>
        <MessageSearch
          matchId={matchId}
          label={t("Search messages with {name}", { name })}
          onOpen={(result) => {
            onOpenChange(false);
            onFind(result.messageId);
          }}
        >
          <p className="text-sm text-muted-foreground">
            {t("Type a word or two: the messages that have them show here, newest first.")}
          </p>
        </MessageSearch>
      </DialogContent>
    </Dialog>
  );
}
