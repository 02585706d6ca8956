import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ReportDialog } from "./report-dialog";
import { useTranslation } from "react-i18next";

/** The partner's message a note is about, and whether the partner is still on Vouch to block. */
export type MessageNoteProps = { messageId: number; partnerName: string; partnerLeft?: boolean };

/** A calm word under a partner's message, shown to its reader only, with a way to report it. */
export function MessageNote({
  icon: Icon,
  label,
  messageId,
  partnerName,
  partnerLeft = false,
  children,
}: MessageNoteProps & {
  icon: LucideIcon;
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
          subject={t("this message from {name}", { name: partnerName })}
          memberName={partnerName}
          offerBlock={!partnerLeft}
          trigger={
            <button
              type="button"
              className="font-medium underline underline-offset-2 hover:text-foreground"
            >
              {t("Report")}
            </button>
          }
        />
      </p>
    </div>
  );
}
