import { MessageCircleHeart } from "lucide-react";
import type { EventDetail } from "../api";
import { useTranslation } from "react-i18next";
import { friendPromptText } from "@/shared/options";

/** The member's table once they checked in, and the table's icebreaker card. */
export function YourTable({ table }: { table: NonNullable<EventDetail["table"]> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("Your table")}
      className="grid gap-3 rounded-card border border-border p-4"
    >
      <p className="text-2xl font-semibold">{t("Table {number}", { number: table.number })}</p>
      {table.icebreaker && (
        <figure className="grid gap-1.5 rounded-xl bg-accent p-3 text-accent-foreground">
          <figcaption className="flex items-center gap-1.5 text-sm font-medium">
            <MessageCircleHeart aria-hidden className="size-4" />
            {t("Icebreaker")}
          </figcaption>
          <p className="font-medium">
            {friendPromptText(table.icebreaker.promptId, table.icebreaker.about, t)}
          </p>
          <blockquote className="text-balance">“{table.icebreaker.answer}”</blockquote>
          <p className="text-sm">{t("— {name}, a friend", { name: table.icebreaker.by })}</p>
        </figure>
      )}
    </section>
  );
}
