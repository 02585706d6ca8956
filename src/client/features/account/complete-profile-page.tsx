import { useTranslation } from "react-i18next";
import { type Path } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import {
  AgeAndPronounsFields,
  BioField,
  NeighborhoodField,
  OccupationField,
  SexualityField,
} from "@/client/components/profile-fields";
import { Button } from "@/client/components/ui/button";
import { WhoYouWantToMeet } from "@/client/components/wish-fields";
import { Card, CardContent } from "@/client/components/ui/card";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { PageShell } from "@/client/components/ui/page-shell";
import { useFormToast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import {
  completeProfileSchema,
  type CompleteProfile,
  type CompleteProfileInput,
} from "@/shared/schemas/account";
import { useSignOutAndLeave } from "@/client/components/sign-out";
import { SubmitButton } from "@/client/components/submit-button";
import { useCompleteProfile } from "./api";
import { DeleteAccount } from "./components/delete-account";
import { useSessionState } from "@/client/lib/session";
import { welcomeNewMember } from "./welcome";

const fieldNames: Path<CompleteProfileInput>[] = [
  "name",
  "age",
  "pronouns",
  "sexuality",
  "neighborhood",
  "occupation",
  "bio",
  "gender",
  "genderWords",
  "interestedIn",
  "ageMin",
  "ageMax",
  "lookingFor",
];

/** A member who signed in with Google gives what Google doesn't, once, before onboarding. */
export function CompleteProfilePage() {
  const { t } = useTranslation();
  const { data } = useSessionState();
  const completeProfile = useCompleteProfile();
  const form = useCheckedForm<CompleteProfileInput, CompleteProfile>({
    eagerCheck: completeProfileSchema,
    defaultValues: {
      name: data?.profileToComplete?.name ?? "",
      pronouns: "",
      occupation: "",
      bio: "",
      interestedIn: [],
    },
  });
  const { errors } = form.formState;
  const formToast = useFormToast();

  const onSubmit = form.handleSubmit((values) =>
    completeProfile.mutate(values, {
      // The route's guard takes the member on to onboarding once the session has their profile.
      onSuccess: ({ user }) => {
        formToast.clear();
        welcomeNewMember(t("Profile complete!"), user.name);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, fieldNames);
        formToast.error(t("Error"), error.message);
      },
    }),
  );

  return (
    <PageShell width="narrow" className="sm:pt-10" actions={<SignOutButton />}>
      <title>{t("Complete your profile · Vouch")}</title>
      <div className="mb-7 text-center">
        <h1 className="text-4xl font-semibold text-balance sm:text-5xl">{t("One more step")}</h1>
        <p className="mt-3 font-serif text-lg text-balance text-accent-foreground italic">
          {t(
            "Google gave us your name. Tell us the rest, so your friends can suggest the right people.",
          )}
        </p>
      </div>
      <Card>
        <CardContent>
          <form
            {...form.formProps(onSubmit)}
            className="grid gap-4"
            aria-label={t("Complete your profile")}
          >
            <Field label={t("Full name")} error={errors.name?.message}>
              <Input
                autoComplete="name"
                placeholder={t("Alex Rivera")}
                {...form.register("name")}
              />
            </Field>
            <AgeAndPronounsFields form={form} />
            <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
              <SexualityField form={form} placeholder={t("Choose…")} />
              <NeighborhoodField form={form} placeholder={t("Choose…")} />
            </div>
            <OccupationField form={form} placeholder={t("Architect")} />
            <BioField form={form} />
            <WhoYouWantToMeet form={form} />
            <SubmitButton
              className="mt-1 w-full"
              busy={completeProfile.isPending || completeProfile.isSuccess}
              loadingText={t("Saving...")}
            >
              {t("Continue")}
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
      <section aria-labelledby="not-for-you" className="mt-8 grid gap-2">
        <h2 id="not-for-you" className="text-lg font-semibold">
          {t("Not for you?")}
        </h2>
        <DeleteAccount incomplete />
      </section>
    </PageShell>
  );
}

function SignOutButton() {
  const { t } = useTranslation();
  const { pending, signOut } = useSignOutAndLeave();
  return (
    <Button variant="ghost" size="sm" loading={pending} onClick={signOut}>
      {t("Sign out")}
    </Button>
  );
}
