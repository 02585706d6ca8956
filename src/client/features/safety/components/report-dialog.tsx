import { REVIEW_PROMISE } from "@/shared/texts";
import { useId, useState, type FormEvent, type ReactElement } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import type { ReportTarget } from "@/shared/schemas/safety";
import { useFileReport } from "../api";
import { useTranslation } from "react-i18next";
import { ReportFields, type ReportableMessage } from "./report-fields";
import { useReportForm, WHOLE } from "./use-report-form";

type ReportDialogProps = {
  target: ReportTarget;
  /** What is reported, for the title: "this event". */
  subject: string;
  /** The button that opens the dialog; without one, `open` and `onOpenChange` control it. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The partner's messages, newest first: the report may point at one of them. */
  messages?: ReportableMessage[];
  /**
   * Offer "Also block" for the member reported (a message's sender, a photo's owner): on unless
   * they left Vouch, as nobody is left to block. Never for an event.
   */
  offerBlock?: boolean;
  /** That member's name, for "Also block Sam"; a member's report defaults to its subject. */
  memberName?: string;
};

/** Files a report about a member, a message or an event for the safety team. */
export function ReportDialog({
  target,
  subject,
  trigger,
  open: controlledOpen,
  onOpenChange,
  messages,
  offerBlock = true,
  memberName,
}: ReportDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const form = useReportForm();
  const blockable = offerBlock && target.kind !== "event";
  const blockName = memberName ?? (target.kind === "member" ? subject : undefined);
  const { t } = useTranslation();
  const firstName = blockName ? (blockName.split(" ")[0] ?? blockName) : t("this member");
  const report = useFileReport();
  const formId = useId();

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // A controlled dialog opens without passing through openChange: start it afresh all the same.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      form.reset();
      report.reset();
    }
  }

  function openChange(next: boolean) {
    if (report.isPending) return;
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { reason, details, about } = form;
    if (!reason || !details.trim()) {
      toast.error(t("Incomplete report"), t("Please select a reason and provide details"));
      return;
    }
    const pointed: ReportTarget =
      about === WHOLE ? target : { kind: "message", messageId: Number(about) };
    const blocking = blockable && form.alsoBlock;
    // A promise, not mutate's callbacks: with "Also block" the conversation this dialog was opened
    // from can close (live) before the answer arrives, and the member must still be told.
    report
      .mutateAsync({ target: pointed, reason, details, ...(blocking ? { alsoBlock: true } : {}) })
      .then(
        () => {
          toast.success(
            t("Report submitted"),
            blocking
              ? t("{name} is blocked. We'll review this case {promise}", {
                  name: firstName,
                  promise: REVIEW_PROMISE,
                })
              : t("We'll review this case {promise}", { promise: REVIEW_PROMISE }),
          );
          setOpen(false);
        },
        (error: Error) => toast.error(t("Error"), error.message),
      );
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Report {subject}", { subject })}</DialogTitle>
          <DialogDescription>
            {t(
              "Tell us what happened. Reports are private: our safety team reviews each one within 24 hours.",
            )}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
          <ReportFields
            form={form}
            messages={messages}
            blockName={blockable ? firstName : null}
            disabled={report.isPending}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={report.isPending}>
            {t("Cancel")}
          </Button>
          <SubmitButton form={formId} variant="destructive" busy={report.isPending}>
            {t("Submit report")}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
