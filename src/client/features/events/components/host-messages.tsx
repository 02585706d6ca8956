import { useTranslation } from "react-i18next";
import { type EventDetail } from "../api";

/** What the host wrote to everyone going. */
export function HostMessages({ messages }: { messages: EventDetail["hostMessages"] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("From the host")}
      className="grid gap-2 rounded-2xl bg-muted px-4 py-3 text-sm"
    >
      <h3 className="font-medium">{t("From the host")}</h3>
      {messages.map((m) => (
        <p key={m.sentAt} className="whitespace-pre-line">
          {m.body}
        </p>
      ))}
    </section>
  );
}
