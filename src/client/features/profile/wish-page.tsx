import { type Path } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageShell } from "@/client/components/ui/page-shell";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { WishFields } from "@/client/components/wish-fields";
import { SubmitButton } from "@/client/components/submit-button";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { nextPathFrom } from "@/client/lib/next-path";
import { paths } from "@/client/lib/paths";
import { wishSchema, type Wish, type WishInput } from "@/shared/schemas/wish";
import { useUpdateProfile } from "./api";

const fieldNames: Path<WishInput>[] = [
  "gender",
  "genderWords",
  "interestedIn",
  "ageMin",
  "ageMax",
  "lookingFor",
];

/**
 * Asked once of a member from before Vouch asked who they want to meet, before anything else;
 * then on to where they were going.
 */
export function WishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const update = useUpdateProfile();
  const form = useCheckedForm<WishInput, Wish>({
    eagerCheck: wishSchema,
    defaultValues: { interestedIn: [], genderWords: "" },
  });
  const formToast = useFormToast();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        formToast.clear();
        toast.success(t("Thanks! Your friends will see this before they introduce you."));
        navigate(nextPathFrom(searchParams) ?? paths.home, { replace: true });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, fieldNames);
        formToast.error(t("Couldn't save"), error.message);
      },
    }),
  );

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{t("Who you'd like to meet · Vouch")}</title>
      <div className="mb-7 text-center">
        <h1 className="text-4xl font-semibold text-balance sm:text-5xl">
          {t("Who you'd like to meet")}
        </h1>
        <p className="mt-3 font-serif text-lg text-balance text-accent-foreground italic">
          {t(
            "One question before you go on: your friends see this before they introduce you to anyone, and Vouch only suggests people who fit it.",
          )}
        </p>
      </div>
      <Card>
        <CardContent>
          <form
            {...form.formProps(onSubmit)}
            className="grid gap-4"
            aria-label={t("Who you'd like to meet")}
          >
            <WishFields form={form} />
            <SubmitButton
              className="mt-1 w-full"
              busy={update.isPending || update.isSuccess}
              loadingText={t("Saving...")}
            >
              {t("Continue")}
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </PageShell>
  );
}
