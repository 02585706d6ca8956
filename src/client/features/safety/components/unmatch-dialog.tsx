import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { useUnmatch } from "../api";
import { ConfirmDialog } from "@/client/components/confirm-dialog";

type UnmatchDialogProps = {
  matchId: string;
  partnerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUnmatched?: () => void;
};

export function UnmatchDialog({
  matchId,
  partnerName,
  open,
  onOpenChange,
  onUnmatched,
}: UnmatchDialogProps) {
  const unmatch = useUnmatch();
  const confirm = async () => {
    try {
      await unmatch.mutateAsync(matchId);
    } catch (error) {
      toast.error("Error", errorMessage(error));
      return;
    }
    onOpenChange(false);
    onUnmatched?.();
    toast.success("Unmatched", `Your conversation with ${partnerName} has ended.`);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Unmatch ${partnerName}?`}
      description="The match ends for both of you and the conversation leaves both Text Histories. Only a new introduction from a friend can bring you together again."
      confirmLabel="Unmatch"
      busyLabel="Unmatching..."
      busy={unmatch.isPending}
      onConfirm={confirm}
    />
  );
}
