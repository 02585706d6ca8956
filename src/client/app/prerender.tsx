// The one translator, registered with react-i18next before any screen asks for it.
import "@/shared/i18n/i18n";
import { renderToString } from "react-dom/server";
import { BusyScreen } from "@/client/components/busy-screen";

/**
 * The loading screen as HTML, for the shell a member gets (scripts/static-landing.ts): it is on
 * screen as the page arrives, instead of a blank page until the app's code has run, and the app
 * draws their screen over it once the router has it (src/client/main.tsx).
 */
export function renderMemberShell(): string {
  return renderToString(<BusyScreen />);
}
