import { Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PHOTO_WAITING_TEXT } from "@/shared/texts";
import type { OwnPhoto } from "@/shared/schemas/photos";
import { PhotoImage } from "./photo-image";
import { PhotoTileActions, type PhotoTileActionsProps } from "./photo-tile-actions";
import { VerifiedMark } from "./verified-mark";

type OwnPhotoTileProps = PhotoTileActionsProps & {
  photo: OwnPhoto;
  /** What a photo without the verified mark says (null: nothing). */
  unverifiedLabel: string | null;
};

/** One of the member's photos: its marks (main, verified, waiting) and what can be done to it. */
export function OwnPhotoTile({ photo, unverifiedLabel, ...actions }: OwnPhotoTileProps) {
  const { t } = useTranslation();
  const { index } = actions;
  return (
    <li className="grid gap-1.5">
      <div className="relative">
        <PhotoImage
          photo={photo}
          alt={index === 0 ? t("Your main photo") : t("Your photo {number}", { number: index + 1 })}
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
      <PhotoTileActions {...actions} />
    </li>
  );
}
