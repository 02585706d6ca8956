import { useSyncExternalStore, type CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

const palette = {
  "--normal-bg": "var(--color-surface)",
  "--normal-text": "var(--color-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-success-soft)",
  "--success-text": "var(--color-success)",
  "--success-border": "#c4dccb",
  "--error-bg": "#fdebe8",
  "--error-text": "var(--color-destructive)",
  "--error-border": "#f3c3bb",
  "--border-radius": "1rem",
} as CSSProperties;

// The width from which the signed-in screens trade the bottom bar for header links.
const DESKTOP_QUERY = "(min-width: 48rem)";
const PHONE_TOAST_MS = 3_000;
// Above the phone's bottom bar (4rem) with a little air.
const PHONE_BOTTOM_OFFSET = "calc(4.75rem + env(safe-area-inset-bottom))";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

/**
 * On a phone a toast must not sit over a dialog's title or the header's controls: one at a time,
 * at the bottom above the bottom bar, and brief. A desktop has room for them at the top right.
 */
export function Toaster() {
  const desktop = useSyncExternalStore(subscribeToWidth, isDesktop);
  return (
    <Sonner
      position={desktop ? "top-right" : "bottom-center"}
      mobileOffset={{ bottom: PHONE_BOTTOM_OFFSET, left: "0.75rem", right: "0.75rem" }}
      offset={desktop ? undefined : { bottom: PHONE_BOTTOM_OFFSET }}
      visibleToasts={desktop ? 3 : 1}
      duration={desktop ? undefined : PHONE_TOAST_MS}
      richColors
      closeButton
      style={palette}
      toastOptions={{
        classNames: {
          toast: "font-sans shadow-lifted",
          title: "text-[0.95rem] font-semibold",
          description: "text-sm leading-snug",
        },
      }}
    />
  );
}
