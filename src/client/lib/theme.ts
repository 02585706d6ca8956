import { useSyncExternalStore } from "react";
import { pinnedTheme, THEME_COOKIE, type ThemeChoice } from "@/shared/theme";

const listeners = new Set<() => void>();

function cookieValue(): string | undefined {
  const prefix = `${THEME_COOKIE}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function currentChoice(): ThemeChoice {
  return pinnedTheme(cookieValue()) ?? "system";
}

/** Puts the device's choice on <html>: a page served before the choice was made catches up. */
export function applyThemeChoice() {
  const pinned = pinnedTheme(cookieValue());
  if (pinned) document.documentElement.dataset.theme = pinned;
  else delete document.documentElement.dataset.theme;
}

/** Light, Dark or System for this device, at once and on every page the server draws next. */
export function chooseTheme(choice: ThemeChoice) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie =
    choice === "system"
      ? `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`
      : `${THEME_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax${secure}`;
  applyThemeChoice();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentChoice, () => "system");
}
