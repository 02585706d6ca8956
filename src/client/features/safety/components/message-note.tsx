import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ReportDialog } from "./report-dialog";

/** A calm word under a partner's message, shown to its reader only, with a way to report it. */
export function MessageNote({
  icon: Icon,
  label,
  messageId,
  partnerName,
  children,
}: {
  icon: LucideIcon;
  label?: string;
  messageId: number;
  partnerName: string;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      aria-label={label}
      className="mt-1.5 flex max-w-[85%] items-start gap-2 rounded-2xl border border-border bg-accent/60 px-3 py-2 text-sm text-accent-foreground"
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {children}{" "}
        <ReportDialog
          target={{ kind: "message", messageId }}
          subject={`this message from ${partnerName}`}
          trigger={
            <button
              type="button"
              className="font-medium underline underline-offset-2 hover:text-foreground"
            >
              Report
            </button>
          }
        />
      </p>
    </div>
  );
}
