import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { useRemoveFriend, type CircleFriend } from "../api";

type RemoveFriendDialogProps = {
  friend: CircleFriend;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
};

export function RemoveFriendDialog({
  friend,
  open,
  onOpenChange,
  onRemoved,
}: RemoveFriendDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveFriend();
  // Awaited rather than passed as callbacks: the removal unmounts this dialog with its sheet,
  // and a mutation's per-call callbacks do not run once their component is gone.
  const confirm = async () => {
    try {
      await remove.mutateAsync(friend.id);
    } catch (error) {
      toast.error(t("Error"), errorMessage(error));
      return;
    }
    toast.success(
      t("Removed from your circle"),
      t("{name} is no longer in your circle.", { name: friend.name }),
    );
    onOpenChange(false);
    onRemoved();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("Remove {name}?", { name: friend.name })}</DialogTitle>
          <DialogDescription>
            {t(
              "They will leave your circle and won't be suggested for matches. Their match history goes with them. You can add them again later.",
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t("Cancel")}
          </Button>
          <Button
            variant="destructive"
            onClick={confirm}
            loading={remove.isPending}
            loadingText={t("Removing...")}
          >
            {t("Remove")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
