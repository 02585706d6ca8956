import { useAnnouncement } from "@/client/lib/announce";

/** The app's one polite live region: new messages, typing and live changes, read once each. */
export function Announcer() {
  const text = useAnnouncement();
  return (
    <div
      role="status"
      aria-label="Announcements"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
    >
      {text}
    </div>
  );
}
