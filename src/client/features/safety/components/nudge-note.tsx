import { ShieldAlert } from "lucide-react";
import { ReportDialog } from "./report-dialog";

/**
 * Under a partner's message that asked for money, gift cards or crypto, or to move off Vouch,
 * early in the match: a calm word, and a way to report the message.
 */
export function NudgeNote({ messageId, partnerName }: { messageId: number; partnerName: string }) {
  return (
    <div
      role="note"
      className="mt-1.5 flex max-w-[85%] items-start gap-2 rounded-2xl border border-border bg-accent/60 px-3 py-2 text-sm text-accent-foreground"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        A gentle heads-up: early asks for money, gift cards or crypto, or to move the chat off
        Vouch, are common in scams. Take your time and keep chatting here until you've met.{" "}
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
