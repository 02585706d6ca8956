import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { useState } from "react";
import { hasSamplePortrait, portraitOf } from "@/client/lib/avatars";
import { cn } from "@/client/lib/cn";
import { initials } from "@/client/lib/initials";
import { usePlaceholder } from "@/client/lib/photo-placeholder";
import { photoSrc } from "@/shared/constants";
import type { Photo } from "@/shared/schemas/photos";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-11 text-sm",
  lg: "size-16 text-lg",
  xl: "size-24 text-2xl",
} as const;

type AvatarProps = {
  name: string;
  /** The member's main photo: shown over its blurred placeholder; without one, the portrait. */
  photo?: Photo | null;
  size?: keyof typeof sizes;
  /** Initials rather than the default silhouette for a name without a portrait, where the faces
   * must tell people apart (a circle of friends). */
  initialsUnlessPortrait?: boolean;
  className?: string;
};

/**
 * The member's photo (its blurred placeholder until it loads), else a portrait, else the name's
 * initials (up to two, uppercase) until it loads or when it fails.
 */
export function Avatar({
  name,
  photo,
  size = "md",
  initialsUnlessPortrait = false,
  className,
}: AvatarProps) {
  const [failedPhotoId, setFailedPhotoId] = useState<string>();
  const shownPhoto = photo && photo.id !== failedPhotoId ? photo : null;
  const image = shownPhoto
    ? size === "xl"
      ? photoSrc(shownPhoto.id, "medium")
      : photoSrc(shownPhoto.id, "small")
    : initialsUnlessPortrait && !hasSamplePortrait(name)
      ? undefined
      : portraitOf(name);
  // An image file is a moment away: wait briefly before flashing initials.
  const waitForImage = hasSamplePortrait(name);
  const placeholder = usePlaceholder(shownPhoto?.placeholder);
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-accent bg-cover bg-center ring-2 ring-surface",
        sizes[size],
        className,
      )}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      {image && (
        <AvatarPrimitive.Image
          key={image}
          src={image}
          alt={name}
          className="size-full object-cover"
          onLoadingStatusChange={(status) => {
            if (shownPhoto && status === "error") setFailedPhotoId(shownPhoto.id);
          }}
        />
      )}
      {/* A photo keeps its blurred placeholder while it loads: initials only without one. */}
      {!shownPhoto && (
        <AvatarPrimitive.Fallback
          delayMs={image && waitForImage ? 400 : 0}
          className="flex size-full items-center justify-center font-serif font-semibold text-accent-foreground"
        >
          <span aria-hidden>{initials(name)}</span>
          <span className="sr-only">{name}</span>
        </AvatarPrimitive.Fallback>
      )}
    </AvatarPrimitive.Root>
  );
}
