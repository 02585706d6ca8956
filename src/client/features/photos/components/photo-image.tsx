import type { ImgHTMLAttributes } from "react";
import { cn } from "@/client/lib/cn";
import { usePlaceholder } from "@/client/lib/photo-placeholder";
import { PHOTO_SIZE_NAMES, PHOTO_SIZES, photoSrc } from "@/shared/constants";
import type { Photo } from "@/shared/schemas/photos";

type PhotoImageProps = {
  photo: Photo;
  alt: string;
  /** How wide it is drawn, for the browser to pick a size (the `sizes` attribute). */
  sizes: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt">;

/** A photo at the size the screen needs, over its blurred placeholder until it arrives. */
export function PhotoImage({ photo, alt, sizes, className, style, ...rest }: PhotoImageProps) {
  const placeholder = usePlaceholder(photo.placeholder);
  // Each size's width: its longest side is PHOTO_SIZES[size] (the large one's is photo.width's).
  const longest = Math.max(photo.width, photo.height);
  const widthAt = (side: number) => Math.round((photo.width * side) / longest);
  return (
    <img
      src={photoSrc(photo.id, "medium")}
      srcSet={PHOTO_SIZE_NAMES.map(
        (size) => `${photoSrc(photo.id, size)} ${widthAt(PHOTO_SIZES[size])}w`,
      ).join(", ")}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      decoding="async"
      className={cn("bg-accent bg-cover bg-center object-cover", className)}
      style={placeholder ? { backgroundImage: `url(${placeholder})`, ...style } : style}
      {...rest}
    />
  );
}
