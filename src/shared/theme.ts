/**
 * Light or dark: the system's by default, or the member's choice in Settings. The choice lives in
 * a cookie on the device, so the server draws each page's <html> in it before any script runs.
 */
export const THEME_COOKIE = "vouch_theme";

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The theme a cookie's value pins the page to, or null to follow the system. */
export function pinnedTheme(value: string | undefined): "light" | "dark" | null {
  return value === "light" || value === "dark" ? value : null;
}
