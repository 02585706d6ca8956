// Toasts, without loading their library until one is shown: sonner adds its stylesheet to the
// page when it loads (~20 KB of CSS to parse), which held up the first screen of every page that
// merely could toast. <Toaster> (main.tsx) loads it once the app has drawn, so by the time a
// member's action toasts it is usually there already.
import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
const show = (draw: (toast: Sonner) => void) => {
  sonner ??= import("sonner").then(({ toast }) => toast);
  void sonner.then(draw);
};

/** Toasts with a title and an optional line of detail: `toast.error("Error", error.message)`. */
export const toast = {
  success: (title: string, description?: string) => show((t) => t.success(title, { description })),
  error: (title: string, description?: string) => show((t) => t.error(title, { description })),
  info: (title: string, description?: string) => show((t) => t.info(title, { description })),
  message: (title: string, description?: string) => show((t) => t(title, { description })),
  /** A toast with one button, e.g. Undo, shown for `seconds`. */
  withAction: (
    title: string,
    action: { label: string; onClick: () => void },
    seconds: number,
    description?: string,
  ) => show((t) => t(title, { description, action, duration: seconds * 1000 })),
};
