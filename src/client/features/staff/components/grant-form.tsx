import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { toast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type grantRoleSchema,
  type GrantRoleInput,
} from "@/shared/schemas/staff";
import { useGrantRole } from "../api";
import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";

const roleOptions = (t: TFunction) =>
  STAFF_ROLES.map((value) => ({ value, label: t(STAFF_ROLE_LABELS[value].label) }));

/** An admin gives a role to the member an email names. */
export function GrantForm() {
  const grant = useGrantRole();
  const { t } = useTranslation();
  const form = useCheckedForm<z.input<typeof grantRoleSchema>, GrantRoleInput>({
    check: () => import("@/shared/schemas/staff").then((m) => m.grantRoleSchema),
    defaultValues: { email: "", role: "host" },
  });
  const role = useWatch({ control: form.control, name: "role" });
  const onSubmit = form.handleSubmit((values) =>
    grant.mutate(values, {
      onSuccess: () => {
        toast.success(
          t("Role granted"),
          t("{email} is now {role}.", {
            email: values.email,
            role: t(STAFF_ROLE_LABELS[values.role].label).toLowerCase(),
          }),
        );
        form.reset({ email: "", role: values.role });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["email", "role"]);
        toast.error(t("The role wasn't granted"), error.message);
      },
    }),
  );
  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-labelledby="grant-heading">
      <h2 id="grant-heading" className="text-2xl font-semibold">
        {t("Grant a role")}
      </h2>
      <Field label={t("Member's email")} error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder="member@example.com"
          {...form.register("email")}
        />
      </Field>
      <SelectField control={form.control} name="role" label={t("Role")} options={roleOptions(t)} />
      <p className="-mt-2 text-sm text-muted-foreground">{t(STAFF_ROLE_LABELS[role].does)}.</p>
      <SubmitButton
        className="justify-self-start"
        control={form.control}
        busy={grant.isPending}
        loadingText={t("Granting…")}
      >
        {t("Grant role")}
      </SubmitButton>
    </form>
  );
}
