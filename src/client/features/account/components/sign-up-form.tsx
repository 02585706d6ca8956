import { useTranslation } from "react-i18next";
import { type Path } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { useNavigate, useSearchParams } from "react-router";
import { nextPathFrom } from "@/client/lib/next-path";
import { paths } from "@/client/lib/paths";
import {
  AgeAndPronounsFields,
  BioField,
  NeighborhoodField,
  OccupationField,
  SexualityField,
} from "@/client/components/profile-fields";
import { WhoYouWantToMeet } from "@/client/components/wish-fields";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { PasswordInput } from "@/client/components/ui/password-input";
import { useFormToast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { PASSWORD_MIN } from "@/shared/constants";
import { signUpSchema, type SignUp, type SignUpInput } from "@/shared/schemas/account";
import { useSignUp } from "../api";
import { welcomeNewMember } from "../welcome";

const fieldNames: Path<SignUpInput>[] = [
  "name",
  "email",
  "password",
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

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const form = useCheckedForm<SignUpInput, SignUp>({
    eagerCheck: signUpSchema,
    defaultValues: {
      // An invite link's page passes the name the friend was given.
      name: searchParams.get("name") ?? "",
      email: "",
      password: "",
      pronouns: "",
      occupation: "",
      bio: "",
      interestedIn: [],
    },
  });
  const { errors } = form.formState;
  const formToast = useFormToast();

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: ({ user }) => {
        formToast.clear();
        welcomeNewMember(t("Account created!"), user.name);
        // From an invite link: back to it, to accept; it goes on to onboarding.
        navigate(nextPathFrom(searchParams) ?? paths.onboarding, { replace: true });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, fieldNames);
        formToast.error(t("Error"), error.message);
      },
    }),
  );

  const busy = signUp.isPending || signUp.isSuccess;

  return (
    <form
      {...form.formProps(onSubmit)}
      className="grid gap-4"
      aria-label={t("Create your account")}
    >
      <Field label={t("Full name")} error={errors.name?.message}>
        <Input autoComplete="name" placeholder={t("Alex Rivera")} {...form.register("name")} />
      </Field>
      <Field label={t("Email")} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("you@example.com")}
          {...form.register("email")}
        />
      </Field>
      <Field
        label={t("Password")}
        error={errors.password?.message}
        hint={t("At least {min} characters.", { min: PASSWORD_MIN })}
      >
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </Field>

      <AgeAndPronounsFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
        <SexualityField form={form} placeholder={t("Choose…")} />
        <NeighborhoodField form={form} placeholder={t("Choose…")} />
      </div>
      <OccupationField form={form} placeholder={t("Architect")} />
      <BioField form={form} />
      <WhoYouWantToMeet form={form} />

      {/* The spec's "Create Circle" named the next step; this button makes the account. */}
      <SubmitButton className="mt-1 w-full" busy={busy} loadingText={t("Loading...")}>
        {t("Create Account")}
      </SubmitButton>
    </form>
  );
}
