import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { useBlockMember } from "../api";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { useTranslation } from "react-i18next";

type BlockDialogProps = {
  member: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block went through, e.g. to close the conversation it ended. */
  onBlocked?: () => void;
};

export function BlockDialog({ member, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const block = useBlockMember();
  const { t } = useTranslation();
  // Awaited rather than passed as callbacks: the block may unmount this dialog with its card.
  const confirm = async () => {
    try {
      await block.mutateAsync(member.id);
    } catch (error) {
      toast.error(t("Error"), errorMessage(error));
      return;
    }
    onOpenChange(false);
    onBlocked?.();
    toast.success(
      t("User blocked"),
      t("You and {name} won't see each other on Vouch.", { name: member.name }),
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Block {name}?", { name: member.name })}
      description={t(
        "Your match ends and you won't see each other anywhere on Vouch. {name} isn't told. You can unblock them in Settings; the conversation won't come back.",
        { name: member.name },
      )}
      confirmLabel={t("Block")}
      busyLabel={t("Blocking...")}
      busy={block.isPending}
      onConfirm={confirm}
    />
  );
}
