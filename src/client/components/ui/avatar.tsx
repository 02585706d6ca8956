import { Avatar as AvatarPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { hasSamplePortrait, loadPortrait, portraitNow } from "@/client/lib/avatars";
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
  className?: string;
};

/** The name's portrait while it is being drawn: undefined until ready. */
function usePortrait(name: string, skip: boolean): string | undefined {
  const [loaded, setLoaded] = useState<{ name: string; src: string }>();
  const now = skip ? undefined : portraitNow(name);
  useEffect(() => {
    if (skip || now) return;
    let live = true;
    void loadPortrait(name).then((src) => {
      if (live) setLoaded({ name, src });
    });
    return () => {
      live = false;
    };
  }, [name, skip, now]);
  return now ?? (loaded?.name === name ? loaded.src : undefined);
}

/** A portrait, or the name's initials (up to two, uppercase) until it loads or when it fails. */
export function Avatar({ name, src, size = "md", className }: AvatarProps) {
  const portrait = usePortrait(name, Boolean(src));
  const image = src ?? portrait;
  // A sample portrait is a moment away: wait briefly before flashing initials.
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
        delayMs={waitForImage ? 400 : 0}
        className="flex size-full items-center justify-center font-serif font-semibold text-accent-foreground"
      >
        <span aria-hidden>{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
