import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { useBlockMember } from "../api";
import { ConfirmDialog } from "@/client/components/confirm-dialog";

type BlockDialogProps = {
  member: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block went through, e.g. to close the conversation it ended. */
  onBlocked?: () => void;
};

export function BlockDialog({ member, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const block = useBlockMember();
  // Awaited rather than passed as callbacks: the block may unmount this dialog with its card.
  const confirm = async () => {
    try {
      await block.mutateAsync(member.id);
    } catch (error) {
      toast.error("Error", errorMessage(error));
      return;
    }
    onOpenChange(false);
    onBlocked?.();
    toast.success("User blocked", `You and ${member.name} won't see each other on Vouch.`);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${member.name}?`}
      description={
        <>
          Your match ends and you won't see each other anywhere on Vouch. {member.name} isn't told.
          You can unblock them in Settings; the conversation won't come back.
        </>
      }
      confirmLabel="Block"
      busyLabel="Blocking..."
      busy={block.isPending}
      onConfirm={confirm}
    />
  );
}
