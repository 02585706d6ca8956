import { pinnedTheme } from "#shared/theme";

/** The page drawn in the theme the device chose (its cookie), before any script or paint. */
export function themed(html: string, cookieValue: string | undefined): string {
  const theme = pinnedTheme(cookieValue);
  return theme ? html.replace(/<html\b/, `<html data-theme="${theme}"`) : html;
}
