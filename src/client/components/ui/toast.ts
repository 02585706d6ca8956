// Toasts, without loading their library until one is shown: sonner adds its stylesheet to the
// page when it loads (~20 KB of CSS to parse), which held up the first screen of every page that
// merely could toast. <Toaster> (main.tsx) loads it once the app has drawn, so by the time a
// member's action toasts it is usually there already.
import { useEffect, useId, useMemo } from "react";
import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;
type ToastId = string | number;

/**
 * The longest any toast stays. Sonner pauses a toast's clock while the pointer rests on it (or a
 * finger holds it), which could keep it over the page for good: this stops it all the same.
 */
export const TOAST_LIMIT_MS = 8_000;

// A toast shown this recently came with what is happening now (a dialog opening with it), not
// before it.
const JUST_SHOWN_MS = 200;

let sonner: Promise<Sonner> | undefined;
const load = () => (sonner ??= import("sonner").then(({ toast }) => toast));
/** The toasts on screen: when each was shown, and the timer that ends it at the latest. */
const onScreen = new Map<ToastId, { shownAt: number; limit: ReturnType<typeof setTimeout> }>();

const show = (draw: (toast: Sonner) => ToastId, limitMs = TOAST_LIMIT_MS) => {
  void load().then((t) => {
    const id = draw(t);
    // A toast shown again under its id (a form's error) starts afresh.
    clearTimeout(onScreen.get(id)?.limit);
    const limit = setTimeout(() => {
      onScreen.delete(id);
      t.dismiss(id);
    }, limitMs);
    onScreen.set(id, { shownAt: Date.now(), limit });
  });
};

const dismiss = (id: ToastId) => {
  clearTimeout(onScreen.get(id)?.limit);
  onScreen.delete(id);
  void load().then((t) => t.dismiss(id));
};

/** `id`: a toast shown under an id replaces the one already there, and can be dismissed. */
type Options = { id?: ToastId };

/** Toasts with a title and an optional line of detail: `toast.error("Error", error.message)`. */
export const toast = {
  success: (title: string, description?: string, { id }: Options = {}) =>
    show((t) => t.success(title, { description, id })),
  error: (title: string, description?: string, { id }: Options = {}) =>
    show((t) => t.error(title, { description, id })),
  info: (title: string, description?: string) => show((t) => t.info(title, { description })),
  message: (title: string, description?: string) => show((t) => t(title, { description })),
  /** A toast with one button, e.g. Undo, shown for `seconds` and not a moment longer. */
  withAction: (
    title: string,
    action: { label: string; onClick: () => void },
    seconds: number,
    description?: string,
  ) => show((t) => t(title, { description, action, duration: seconds * 1000 }), seconds * 1000),
  /** Takes the toast shown under `id` away, if it is still there. */
  dismiss,
  /**
   * Takes away the toasts about what came before: a dialog opening on a phone fills the screen,
   * and a toast left over its top would sit on its title, its close button or its first answers.
   */
  dismissEarlier: () => {
    const before = Date.now() - JUST_SHOWN_MS;
    for (const [id, { shownAt }] of onScreen) if (shownAt < before) dismiss(id);
  },
};

export type FormToast = {
  error: (title: string, description?: string) => void;
  /** The form went through: its error toast goes. */
  clear: () => void;
};

const FRAMES_TO_WAIT = 30;

/**
 * The refused form's first marked field, focused and in the middle of the screen. The form's
 * own focus may not have taken (its fields are disabled while it is busy), and the browser leaves
 * a field it can partly see where it is, which may be under the header and the toast.
 */
function bringMarkedFieldIntoView(framesLeft = FRAMES_TO_WAIT) {
  const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
  // On a busy phone the marks, or the fields' coming back from disabled, can take more frames.
  if ((!field || field.matches(":disabled")) && framesLeft > 0) {
    requestAnimationFrame(() => bringMarkedFieldIntoView(framesLeft - 1));
    return;
  }
  if (!field) return;
  if (!field.contains(document.activeElement)) field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

/**
 * A form's own error toast: one at a time (a new error replaces the last), and gone once the
 * form succeeds (`clear`), so a refusal never lingers beside the success that followed it.
 */
export function useFormToast(): FormToast {
  const id = useId();
  return useMemo(
    () => ({
      error: (title: string, description?: string) => {
        toast.error(title, description, { id });
        // Once the form has drawn its marks and is no longer busy.
        requestAnimationFrame(() => requestAnimationFrame(() => bringMarkedFieldIntoView()));
      },
      clear: () => toast.dismiss(id),
    }),
    [id],
  );
}

/** Drawn inside a dialog's or sheet's content, which exists only while it is open: on opening,
 * the toasts about what came before go (`toast.dismissEarlier`). */
export function DismissEarlierToasts() {
  useEffect(() => toast.dismissEarlier(), []);
  return null;
}
