import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { hasSamplePortrait, portraitOf } from "@/client/lib/avatars";
import { cn } from "@/client/lib/cn";
import { initials } from "@/client/lib/initials";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-11 text-sm",
  lg: "size-16 text-lg",
  xl: "size-24 text-2xl",
} as const;

type AvatarProps = {
  name: string;
  /** An explicit image; without it the portrait comes from the name (see lib/avatars). */
  src?: string;
  size?: keyof typeof sizes;
  /** Initials rather than the default silhouette for a name without a portrait, where the faces
   * must tell people apart (a circle of friends). */
  initialsUnlessPortrait?: boolean;
  className?: string;
};

/** A portrait, or the name's initials (up to two, uppercase) until it loads or when it fails. */
export function Avatar({
  name,
  src,
  size = "md",
  initialsUnlessPortrait = false,
  className,
}: AvatarProps) {
  const image =
    src ?? (initialsUnlessPortrait && !hasSamplePortrait(name) ? undefined : portraitOf(name));
  // An image file is a moment away: wait briefly before flashing initials.
  const waitForImage = Boolean(src) || hasSamplePortrait(name);
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-accent ring-2 ring-surface",
        sizes[size],
        className,
      )}
    >
      {image && <AvatarPrimitive.Image src={image} alt={name} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={image && waitForImage ? 400 : 0}
        className="flex size-full items-center justify-center font-serif font-semibold text-accent-foreground"
      >
        <span aria-hidden>{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
