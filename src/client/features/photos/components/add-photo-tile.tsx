import { ImagePlus } from "lucide-react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";

type AddPhotoTileProps = {
  inputId: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The empty tile that opens the camera, the library or the files. */
export function AddPhotoTile({ inputId, onChoose }: AddPhotoTileProps) {
  const { t } = useTranslation();
  return (
    <li>
      <label
        htmlFor={inputId}
        className="flex aspect-[4/5] w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input text-sm font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-within:border-primary"
      >
        <ImagePlus aria-hidden className="size-7" />
        {t("Add photo")}
      </label>
      <input id={inputId} type="file" accept="image/*" className="sr-only" onChange={onChoose} />
    </li>
  );
}
