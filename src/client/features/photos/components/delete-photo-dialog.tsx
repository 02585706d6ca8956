import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { toast } from "@/client/components/ui/toast";
import type { Photo } from "@/shared/schemas/photos";
import type { useDeletePhoto } from "../api";

type DeletePhotoDialogProps = {
  /** The photo to delete once confirmed; null: closed. */
  photo: Photo | null;
  remove: ReturnType<typeof useDeletePhoto>;
  onClose: () => void;
};

/** "Delete this photo?", and deleting it. */
export function DeletePhotoDialog({ photo, remove, onClose }: DeletePhotoDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Delete this photo?")}
      description={t("It disappears from your profile and every card at once.")}
      confirmLabel={t("Delete photo")}
      busyLabel={t("Deleting…")}
      busy={remove.isPending}
      onConfirm={() =>
        photo &&
        remove.mutate(photo.id, {
          onSuccess: () => {
            onClose();
            toast.success(t("Photo deleted"));
          },
          onError: (error) => toast.error(t("Photo not deleted"), error.message),
        })
      }
    />
  );
}
