import { ArrowLeft, ArrowRight, Hourglass, ImagePlus, Star, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type ChangeEvent } from "react";
import type { Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";
import { ConfirmDialog } from "@/client/components/confirm-dialog";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "@/shared/constants";
import { PHOTO_WAITING_TEXT } from "@/shared/texts";
import type { Photo } from "@/shared/schemas/photos";
import { useDeletePhoto, useOwnPhotos, useReorderPhotos, useUploadPhoto } from "../api";
import { cropToBlob } from "../crop";
import { CropDialog } from "./crop-dialog";
import { PhotoImage } from "./photo-image";
import { VerifiedMark } from "./verified-mark";

const MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** Whether a chosen file can be a photo at all, before anything is sent; a reason if not. */
function refusalOf(file: File): string | null {
  if (!file.type.startsWith("image/"))
    return i18n.t("That file isn't a photo. Choose a JPEG, PNG or WebP.");
  if (file.size > PHOTO_MAX_BYTES)
    return i18n.t("That photo is over {size} MB. Choose a smaller one.", { size: MB });
  return null;
}

const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

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
  const upload = useUploadPhoto();
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const inputId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);

  const list = photos.data?.photos ?? [];
  const ids = list.map((p) => p.id);
  const full = list.length >= PHOTOS_MAX;
  const busy = reorder.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) return void toast.error(t("Photo not added"), refusal);
    setChosen(URL.createObjectURL(file));
  };

  const crop = async (area: Area) => {
    if (!chosen) return;
    try {
      const { photos: after } = await upload.mutateAsync(await cropToBlob(chosen, area));
      setChosen(null);
      toast.success(t("Photo added"), after.at(-1)?.waiting ? PHOTO_WAITING_TEXT : undefined);
    } catch (error) {
      toast.error(t("Photo not added"), (error as Error).message);
    }
  };

  const put = (next: string[], done: string) =>
    reorder.mutate(next, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t("Photos not reordered"), error.message),
    });

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
          <li key={photo.id} className="grid gap-1.5">
            <div className="relative">
              <PhotoImage
                photo={photo}
                alt={
                  index === 0
                    ? t("Your main photo")
                    : t("Your photo {number}", { number: index + 1 })
                }
                sizes="(min-width: 640px) 12rem, 45vw"
                className="aspect-[4/5] w-full rounded-2xl"
              />
              {index === 0 && (
                <span className="absolute top-2 left-2 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-medium">
                  {t("Main")}
                </span>
              )}
              {photo.verified && <VerifiedMark className="absolute bottom-2 left-2" />}
            </div>
            {!photo.verified && unverifiedLabel && (
              <p className="text-center text-xs text-muted-foreground">{unverifiedLabel}</p>
            )}
            {photo.waiting && (
              <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
                <Hourglass aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {PHOTO_WAITING_TEXT}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-center gap-0.5">
              {index > 0 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={t("Make photo {number} your main photo", { number: index + 1 })}
                  disabled={busy}
                  onClick={() => put(moved(ids, index, 0), t("Main photo changed"))}
                >
                  <Star aria-hidden />
                </Button>
              )}
              {index > 0 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={t("Move photo {number} earlier", { number: index + 1 })}
                  disabled={busy}
                  onClick={() => put(moved(ids, index, index - 1), t("Photos reordered"))}
                >
                  <ArrowLeft aria-hidden />
                </Button>
              )}
              {index < list.length - 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={t("Move photo {number} later", { number: index + 1 })}
                  disabled={busy}
                  onClick={() => put(moved(ids, index, index + 1), t("Photos reordered"))}
                >
                  <ArrowRight aria-hidden />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-destructive"
                aria-label={t("Delete photo {number}", { number: index + 1 })}
                disabled={busy}
                onClick={() => setDeleting(photo)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
        {!full && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-[4/5] w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input text-sm font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-within:border-primary"
            >
              <ImagePlus aria-hidden className="size-7" />
              {t("Add photo")}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={choose}
            />
          </li>
        )}
      </ul>
      <CropDialog
        key={chosen}
        imageUrl={chosen}
        busy={upload.isPending}
        onCancel={() => setChosen(null)}
        onCrop={crop}
        onUnreadable={() => {
          setChosen(null);
          toast.error(t("Photo not added"), t("That photo couldn't be opened. Try a JPEG or PNG."));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("Delete this photo?")}
        description={t("It disappears from your profile and every card at once.")}
        confirmLabel={t("Delete photo")}
        busyLabel={t("Deleting…")}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t("Photo deleted"));
            },
            onError: (error) => toast.error(t("Photo not deleted"), error.message),
          })
        }
      />
    </section>
  );
}
