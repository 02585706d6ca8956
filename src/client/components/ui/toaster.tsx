import { useEffect, useState, useSyncExternalStore, type CSSProperties } from "react";
import { flushSync } from "react-dom";
import { Toaster as Sonner } from "sonner";
import { clearToastTop } from "./toast-spot";

const palette = {
  "--normal-bg": "var(--color-surface)",
  "--normal-text": "var(--color-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-success-soft)",
  "--success-text": "var(--color-success)",
  "--success-border": "var(--color-success-border)",
  "--error-bg": "var(--color-destructive-soft)",
  "--error-text": "var(--color-destructive)",
  "--error-border": "var(--color-destructive-border)",
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

// A fallback for what no event announces (a picture loading, a font arriving).
const CHECK_EVERY_MS = 100;

/**
 * Just below the header, unless something to read or press is there: then the nearest place
 * lower down where the toasts cover nothing of the kind (./toast-spot). Checked in the frame a
 * toast arrives, the page changes (a screen arriving, a dialog opening) or scrolls, and drawn in
 * that same frame, so a toast is never painted over what it must not cover.
 */
function useToastPlace(): { top: string; compact: boolean } {
  const [place, setPlace] = useState<{ top: number | null; compact: boolean }>({
    top: null,
    compact: false,
  });
  useEffect(() => {
    // A toast's detail line, measured while shown: what compacting it saves.
    let detail = 0;
    // Where the toasts stand now: a check that finds the same place draws nothing.
    let placed: { top: number | null; compact: boolean } = { top: null, compact: false };
    const check = () => {
      // Not one beyond those Sonner shows (data-visible=false): it takes no room.
      const toasts = [
        ...document.querySelectorAll<HTMLElement>("[data-sonner-toast]:not([data-visible=false])"),
      ];
      const list = document.querySelector("[data-sonner-toaster]");
      if (toasts.length === 0 || !list) return;
      const front = toasts.find((t) => t.dataset.front === "true") ?? toasts[0]!;
      const shown = front.querySelector("[data-description]")?.getBoundingClientRect().height ?? 0;
      if (shown > 1) detail = shown;
      const measured = front.getBoundingClientRect().height + (toasts.length - 1) * 16;
      const full = shown > 1 ? measured : measured + detail;
      const titleOnly = shown > 1 ? measured - shown : measured;
      const { left, right } = list.getBoundingClientRect();
      const whole = clearToastTop(full, left, right);
      const next =
        whole !== null
          ? { top: whole, compact: false }
          : { top: clearToastTop(titleOnly, left, right), compact: true };
      if (next.top === placed.top && next.compact === placed.compact) return;
      placed = next;
      // Drawn now rather than in React's next task: that could come a frame or more too late.
      flushSync(() => setPlace(next));
    };
    let frame = 0;
    const soon = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          check();
        });
      }
    };
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", soon, { capture: true, passive: true });
    window.addEventListener("resize", soon);
    const timer = setInterval(soon, CHECK_EVERY_MS);
    return () => {
      changes.disconnect();
      window.removeEventListener("scroll", soon, { capture: true });
      window.removeEventListener("resize", soon);
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, []);
  return {
    top: place.top === null ? BELOW_HEADER : `${place.top}px`,
    compact: place.compact && place.top !== null,
  };
}

/**
 * Toasts never sit over a title or what a member must press next: on a phone one at a time,
 * across the top just below the header (or lower, where that covers nothing) and brief; on a
 * desktop at the top right, below the header's controls, likewise.
 * None stays for good, hovered or not (TOAST_LIMIT_MS in ./toast).
 */
export function Toaster() {
  const desktop = useSyncExternalStore(subscribeToWidth, isDesktop);
  // Where nothing else fits, a toast shows its title alone; its detail is still read out.
  const { top, compact } = useToastPlace();
  return (
    <Sonner
      position={desktop ? "top-right" : "top-center"}
      className={compact ? "toasts-compact" : undefined}
      mobileOffset={{ top, left: "0.75rem", right: "0.75rem" }}
      offset={{ top }}
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
