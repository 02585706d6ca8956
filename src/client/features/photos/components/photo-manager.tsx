import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { PHOTOS_MAX } from "@/shared/constants";
import type { Photo } from "@/shared/schemas/photos";
import { useDeletePhoto, useOwnPhotos } from "../api";
import { usePhotoOrder } from "../use-photo-order";
import { usePhotoUpload } from "../use-photo-upload";
import { AddPhotoTile } from "./add-photo-tile";
import { CropDialog } from "./crop-dialog";
import { DeletePhotoDialog } from "./delete-photo-dialog";
import { OwnPhotoTile } from "./own-photo-tile";

/**
 * The member's photos: add one (camera, library or file), framed in the browser; reorder, make
 * one the main photo (the first), delete. Up to PHOTOS_MAX.
 */
export function PhotoManager({
  unverifiedLabel = null,
}: {
  /** What a photo without the verified mark says (null: nothing, before any selfie check). */
  unverifiedLabel?: string | null;
}) {
  const { t } = useTranslation();
  const photos = useOwnPhotos();
  const upload = usePhotoUpload();
  const list = photos.data?.photos ?? [];
  const order = usePhotoOrder(list.map((p) => p.id));
  const remove = useDeletePhoto();
  const inputId = useId();
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const busy = order.moving || remove.isPending;

  if (photos.isPending) {
    return (
      <div className="flex justify-center py-8 text-primary">
        <Spinner label={t("Loading your photos")} className="size-6" />
      </div>
    );
  }
  if (photos.isError) {
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm text-destructive">{t("Your photos couldn't be loaded.")}</p>
        <Button variant="outline" size="sm" onClick={() => photos.refetch()}>
          {t("Try again")}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-3">
      <div>
        <h2 id={`${inputId}-title`} className="text-xl font-semibold">
          {t("Photos")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {list.length === 0
            ? t("Add a photo so friends can introduce the real you. The first is your main photo.")
            : t("{count} of {max}. The first is your main photo, on every card.", {
                count: list.length,
                max: PHOTOS_MAX,
              })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 min-[420px]:grid-cols-3">
        {list.map((photo, index) => (
          <OwnPhotoTile
            key={photo.id}
            photo={photo}
            unverifiedLabel={unverifiedLabel}
            index={index}
            count={list.length}
            busy={busy}
            onMove={(to, done) => order.move(index, to, done)}
            onDelete={() => setDeleting(photo)}
          />
        ))}
        {list.length < PHOTOS_MAX && <AddPhotoTile inputId={inputId} onChoose={upload.choose} />}
      </ul>
      <CropDialog
        key={upload.chosen}
        imageUrl={upload.chosen}
        busy={upload.sending}
        onCancel={upload.cancel}
        onCrop={upload.crop}
        onUnreadable={upload.unreadable}
      />
      <DeletePhotoDialog photo={deleting} remove={remove} onClose={() => setDeleting(null)} />
    </section>
  );
}
