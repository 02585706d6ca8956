import { useEffect, useState, type ChangeEvent } from "react";
import type { Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { toast } from "@/client/components/ui/toast";
import { PHOTO_MAX_BYTES } from "@/shared/constants";
import { i18n } from "@/shared/i18n/i18n";
import { PHOTO_WAITING_TEXT } from "@/shared/texts";
import { useUploadPhoto } from "./api";
import { cropToBlob } from "./crop";

const MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** Whether a chosen file can be a photo at all, before anything is sent; a reason if not. */
function refusalOf(file: File): string | null {
  if (!file.type.startsWith("image/"))
    return i18n.t("That file isn't a photo. Choose a JPEG, PNG or WebP.");
  if (file.size > PHOTO_MAX_BYTES)
    return i18n.t("That photo is over {size} MB. Choose a smaller one.", { size: MB });
  return null;
}

/** A photo from choosing the file to sending its framed crop: the chosen image's URL meanwhile. */
export function usePhotoUpload() {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);

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

  const unreadable = () => {
    setChosen(null);
    toast.error(t("Photo not added"), t("That photo couldn't be opened. Try a JPEG or PNG."));
  };

  return {
    chosen,
    choose,
    crop,
    unreadable,
    cancel: () => setChosen(null),
    sending: upload.isPending,
  };
}
