import type { Area } from "react-easy-crop";
import { i18n } from "@/shared/i18n/i18n";

/** Photos are shown 4:5 (portrait), as on every card and in the gallery. */
export const PHOTO_ASPECT = 4 / 5;
/** The cropped photo's longest side: more than the largest size the server keeps (1,080 px). */
const MAX_SIDE = 1600;

/**
 * The chosen part of the image as a JPEG, at most MAX_SIDE on its longest side. The browser has
 * already turned the image upright from its orientation tag when it drew it; the server strips
 * every piece of metadata anyway.
 */
export async function cropToBlob(imageUrl: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error(i18n.t("This browser can't crop photos."));
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error(i18n.t("The photo couldn't be cropped."))),
      "image/jpeg",
      0.9,
    ),
  );
}
