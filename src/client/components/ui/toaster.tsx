import type { CSSProperties } from "react";
import { toast as sonner, Toaster as Sonner } from "sonner";

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

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      style={palette}
      toastOptions={{
        classNames: {
          toast: "font-sans shadow-lifted",
          title: "text-[0.95rem] font-semibold",
          description: "text-sm leading-snug opacity-90",
        },
      }}
    />
  );
}

/** Toasts with a title and an optional line of detail: `toast.error("Error", error.message)`. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
  info: (title: string, description?: string) => sonner.info(title, { description }),
  message: (title: string, description?: string) => sonner(title, { description }),
  /** A toast with one button, e.g. Undo, shown for `seconds`. */
  withAction: (
    title: string,
    action: { label: string; onClick: () => void },
    seconds: number,
    description?: string,
  ) => sonner(title, { description, action, duration: seconds * 1000 }),
};
