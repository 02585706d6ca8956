import { useEffect, useRef, useState } from "react";
import { portraitOf } from "@/client/lib/avatars";
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
  /**
   * The member's main photo, as the server sends it where the viewer may see it (null or absent
   * otherwise): shown over its blurred placeholder; without one, the portrait, else initials.
   */
  photo?: Photo | null;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * Every face in the app: the member's photo (over its blurred placeholder while it loads), else
 * a sample person's portrait, else the name's initials (up to two, uppercase), which also stand
 * in for an image that fails. Never a stand-in silhouette: faces must tell people apart.
 *
 * A plain image, in the markup from the start: a screen the server drew shows the faces before
 * any script has run, and the app hydrates them as they are (a component that shows an image
 * only once it has loaded would draw every avatar again as the app starts).
 */
export function Avatar({ name, photo, size = "md", className }: AvatarProps) {
  // Every image that failed: a photo, then the portrait in its place.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = (src: string) => setFailed((before) => new Set(before).add(src));
  const shownPhoto = photo && !failed.has(photoSrcFor(photo, size)) ? photo : null;
  const portrait = portraitOf(name);
  const image = shownPhoto
    ? photoSrcFor(shownPhoto, size)
    : portrait && !failed.has(portrait)
      ? portrait
      : undefined;
  const placeholder = usePlaceholder(shownPhoto?.placeholder);
  const ref = useRef<HTMLImageElement>(null);
  // A photo that failed before the app had hydrated it fired its error to no one. (Photos only:
  // a portrait is an SVG, whose width a browser may give as 0 once loaded.)
  const photoShown = shownPhoto !== null;
  useEffect(() => {
    const element = ref.current;
    if (photoShown && image && element?.complete && element.naturalWidth === 0) {
      setFailed((before) => new Set(before).add(image));
    }
  }, [photoShown, image]);
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-accent bg-cover bg-center ring-2 ring-surface",
        sizes[size],
        className,
      )}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      {image ? (
        <img
          key={image}
          ref={ref}
          src={image}
          alt={name}
          className="size-full object-cover"
          onError={() => fail(image)}
        />
      ) : (
        <span className="flex size-full items-center justify-center font-serif font-semibold text-accent-foreground">
          <span aria-hidden>{initials(name)}</span>
          <span className="sr-only">{name}</span>
        </span>
      )}
    </span>
  );
}

const photoSrcFor = (photo: Photo, size: keyof typeof sizes) =>
  photoSrc(photo.id, size === "xl" ? "medium" : "small");
