import { useTranslation } from "react-i18next";
import { useAnnouncement } from "@/client/lib/announce";

/** The app's one polite live region: new messages, typing and live changes, read once each. */
export function Announcer() {
  const { t } = useTranslation();
  const text = useAnnouncement();
  return (
    <div
      role="status"
      aria-label={t("Announcements")}
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
    >
      {text}
    </div>
  );
}
