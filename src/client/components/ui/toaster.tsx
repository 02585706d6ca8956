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
const DESKTOP_TOAST_MS = 4_000;
// Just below the sticky header (4rem): every screen's own actions sit lower down, in its content,
// dialogs and the phone's bottom bar, where a toast at the foot used to cover them.
const BELOW_HEADER = "calc(4.5rem + env(safe-area-inset-top))";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

/**
 * Toasts never sit over what a member must press next: on a phone one at a time, across the top
 * just below the header and brief; on a desktop at the top right, below the header's controls.
 * None stays for good, hovered or not (TOAST_LIMIT_MS in ./toast).
 */
export function Toaster() {
  const desktop = useSyncExternalStore(subscribeToWidth, isDesktop);
  return (
    <Sonner
      position={desktop ? "top-right" : "top-center"}
      mobileOffset={{ top: BELOW_HEADER, left: "0.75rem", right: "0.75rem" }}
      offset={{ top: BELOW_HEADER }}
      visibleToasts={desktop ? 3 : 1}
      duration={desktop ? DESKTOP_TOAST_MS : PHONE_TOAST_MS}
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
