import { MessageCircleWarning } from "lucide-react";
import { ReportDialog } from "./report-dialog";

/**
 * Under a partner's message that reads as harassment (the shared local rules, checked on this
 * device only): asks the reader whether it bothers them, with a way to report the message.
 */
export function BotherNote({ messageId, partnerName }: { messageId: number; partnerName: string }) {
  return (
    <div
      role="note"
      aria-label="Does this bother you?"
      className="mt-1.5 flex max-w-[85%] items-start gap-2 rounded-2xl border border-border bg-accent/60 px-3 py-2 text-sm text-accent-foreground"
    >
      <MessageCircleWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">Does this bother you?</span> No one should make you feel
        unsafe or pressured. You can tell us, and a moderator will look within 24 hours.{" "}
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
