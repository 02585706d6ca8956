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
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { REPORT_DETAILS_MAX } from "@/shared/constants";
import { REPORT_REASONS, type ReportReason } from "@/shared/options";
import { BLOCK_BY_DEFAULT_REASONS, type ReportTarget } from "@/shared/schemas/safety";
import { useFileReport } from "../api";
import { useTranslation } from "react-i18next";

/** A message the report may point at instead of its target. */
export type ReportableMessage = { id: number; text: string };

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

const WHOLE = "whole";
const PREVIEW_CHARS = 40;

const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;

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
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [details, setDetails] = useState("");
  const [about, setAbout] = useState<string>(WHOLE);
  // Ticked by the reason (harassment, safety) until the member ticks or unticks it themself.
  const [alsoBlockChoice, setAlsoBlockChoice] = useState<boolean | undefined>();
  const alsoBlock =
    alsoBlockChoice ?? (reason !== undefined && BLOCK_BY_DEFAULT_REASONS.includes(reason));
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
      setReason(undefined);
      setDetails("");
      setAbout(WHOLE);
      setAlsoBlockChoice(undefined);
      report.reset();
    }
  }

  function openChange(next: boolean) {
    if (report.isPending) return;
    setOpen(next);
  }

  const aboutOptions = messages?.length
    ? [
        { value: WHOLE, label: t("The conversation") },
        ...messages.map((m) => ({ value: String(m.id), label: `“${preview(m.text)}”` })),
      ]
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason || !details.trim()) {
      toast.error(t("Incomplete report"), t("Please select a reason and provide details"));
      return;
    }
    const pointed: ReportTarget =
      about === WHOLE ? target : { kind: "message", messageId: Number(about) };
    const blocking = blockable && alsoBlock;
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
          <Field label={t("Reason")}>
            <Select
              options={REPORT_REASONS.map(({ value, label }) => ({ value, label: t(label) }))}
              value={reason}
              onValueChange={setReason}
              placeholder={t("Choose a reason")}
              disabled={report.isPending}
            />
          </Field>
          {aboutOptions && (
            <Field
              label={t("About")}
              optional
              hint={t("You may point at one of their messages.")}
              className="min-w-0"
            >
              <Select
                className="min-w-0"
                options={aboutOptions}
                value={about}
                onValueChange={setAbout}
                disabled={report.isPending}
              />
            </Field>
          )}
          <Field label={t("Details")}>
            <Textarea
              rows={4}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              maxLength={REPORT_DETAILS_MAX}
              count={details.length}
              disabled={report.isPending}
              placeholder={t("What happened, and when?")}
            />
          </Field>
          {blockable && (
            <label className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3.5 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={alsoBlock}
                onChange={(e) => setAlsoBlockChoice(e.target.checked)}
                disabled={report.isPending}
              />
              {t("Also block {name}", { name: firstName })}
            </label>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={report.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={report.isPending}>
            {t("Submit report")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
