import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { useUnmatch } from "../api";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { useTranslation } from "react-i18next";

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
  const { t } = useTranslation();
  const confirm = async () => {
    try {
      await unmatch.mutateAsync(matchId);
    } catch (error) {
      toast.error(t("Error"), errorMessage(error));
      return;
    }
    onOpenChange(false);
    onUnmatched?.();
    toast.success(
      t("Unmatched"),
      t("Your conversation with {name} has ended.", { name: partnerName }),
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Unmatch {name}?", { name: partnerName })}
      description={t(
        "The match ends for both of you and the conversation leaves both Text Histories. Only a new introduction from a friend can bring you together again.",
      )}
      confirmLabel={t("Unmatch")}
      busyLabel={t("Unmatching...")}
      busy={unmatch.isPending}
      onConfirm={confirm}
    />
  );
}
