import { i18n } from "@/shared/i18n/i18n";

/** Why the camera didn't start, as the member can act on it. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return i18n.t(
      "Camera access was denied. Allow the camera for Vouch in your browser's settings, then try again.",
    );
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return i18n.t(
      "No camera was found on this device. Verify your photos from a phone with a front camera.",
    );
  }
  if (name === "NotReadableError") {
    return i18n.t("The camera is in use by another app. Close it, then try again.");
  }
  return i18n.t("The camera couldn't start. Try again, or use another browser.");
}
