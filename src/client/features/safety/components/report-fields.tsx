import { NoteField } from "@/client/components/note-field";
import { useTranslation } from "react-i18next";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { REPORT_DETAILS_MAX } from "@/shared/constants";
import { REPORT_REASONS } from "@/shared/options";
import { WHOLE, type ReportForm } from "./use-report-form";

/** A message the report may point at instead of its target. */
export type ReportableMessage = { id: number; text: string };

const PREVIEW_CHARS = 40;

const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;

type ReportFieldsProps = {
  form: ReportForm;
  /** The partner's messages, newest first: the report may point at one of them. */
  messages?: ReportableMessage[];
  /** The first name "Also block" offers to block; no such box without it. */
  blockName: string | null;
  disabled: boolean;
};

/** The reason, the message it is about (in a conversation), the details, and "Also block". */
export function ReportFields({ form, messages, blockName, disabled }: ReportFieldsProps) {
  const { t } = useTranslation();
  const aboutOptions = messages?.length
    ? [
        { value: WHOLE, label: t("The conversation") },
        ...messages.map((m) => ({ value: String(m.id), label: `“${preview(m.text)}”` })),
      ]
    : null;
  return (
    <>
      <Field label={t("Reason")}>
        <Select
          options={REPORT_REASONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={form.reason}
          onValueChange={form.setReason}
          placeholder={t("Choose a reason")}
          disabled={disabled}
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
            value={form.about}
            onValueChange={form.setAbout}
            disabled={disabled}
          />
        </Field>
      )}
      <NoteField
        label={t("Details")}
        rows={4}
        value={form.details}
        onChange={(e) => form.setDetails(e.target.value)}
        max={REPORT_DETAILS_MAX}
        disabled={disabled}
        placeholder={t("What happened, and when?")}
      />
      {blockName !== null && (
        <label className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3.5 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={form.alsoBlock}
            onChange={(e) => form.setAlsoBlock(e.target.checked)}
            disabled={disabled}
          />
          {t("Also block {name}", { name: blockName })}
        </label>
      )}
    </>
  );
}
