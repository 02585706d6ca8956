import { MessageCircleHeart } from "lucide-react";
import type { EventDetail } from "../api";

/** The member's table once they checked in, and the table's icebreaker card. */
export function YourTable({ table }: { table: NonNullable<EventDetail["table"]> }) {
  return (
    <section aria-label="Your table" className="grid gap-3 rounded-card border border-border p-4">
      <p className="text-2xl font-semibold">Table {table.number}</p>
      {table.icebreaker && (
        <figure className="grid gap-1.5 rounded-xl bg-accent p-3 text-accent-foreground">
          <figcaption className="flex items-center gap-1.5 text-sm font-medium">
            <MessageCircleHeart aria-hidden className="size-4" />
            Icebreaker
          </figcaption>
          <p className="font-medium">{table.icebreaker.prompt}</p>
          <blockquote className="text-balance">“{table.icebreaker.answer}”</blockquote>
          <p className="text-sm">— {table.icebreaker.by}, a friend</p>
        </figure>
      )}
    </section>
  );
}
