import { type Path } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { useTranslation } from "react-i18next";
import {
  AgeAndPronounsFields,
  BioField,
  NeighborhoodField,
  OccupationField,
  SexualityField,
} from "@/client/components/profile-fields";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { SelectField } from "@/client/components/ui/select-field";
import { relationshipOptions } from "@/client/lib/select-options";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { USERNAME_MAX } from "@/shared/constants";
import {
  EDITABLE_PROFILE_FIELDS,
  profileFormSchema,
  type ProfileForm as ProfileFormValues,
  type ProfileFormInput,
  type ProfileUpdate,
} from "@/shared/schemas/profile";
import type { ShownWish } from "@/shared/schemas/wish";
import { normalizeUsernameInput } from "@/shared/usernames";
import { WhoYouWantToMeet } from "@/client/components/wish-fields";
import { SubmitButton } from "@/client/components/submit-button";
import { useUpdateProfile, type OwnProfile } from "../api";

// Important: the textarea's own min-height and resize handle would otherwise win.
const READ_ONLY_CLASSES = "min-h-11! resize-none! bg-muted/60 field-sizing-content";

function formValues(profile: OwnProfile): ProfileFormValues {
  const { username, age, pronouns, sexuality, occupation, neighborhood, bio, relationshipStatus } =
    profile;
  // A member who hasn't said yet (asked on their next visit) starts from empty wish fields.
  const wish = profile.wish ?? ({ interestedIn: [], genderWords: "" } as unknown as ShownWish);
  return {
    username,
    age,
    pronouns,
    sexuality,
    occupation,
    neighborhood,
    bio,
    relationshipStatus,
    ...wish,
  };
}

const WISH_FIELDS = ["gender", "genderWords", "interestedIn", "ageMin", "ageMax", "lookingFor"];

/**
 * Only what differs from the saved profile: a save never overwrites a field it didn't change.
 * Who the member wants to meet goes as a whole when any of it changed.
 */
function changedFields(values: ProfileFormValues, saved: ProfileFormValues): ProfileUpdate {
  const changes: Record<string, unknown> = {};
  const differs = (field: keyof ProfileFormValues) =>
    JSON.stringify(values[field]) !== JSON.stringify(saved[field]);
  for (const field of EDITABLE_PROFILE_FIELDS) {
    if (differs(field)) changes[field] = values[field];
  }
  if (WISH_FIELDS.some((field) => field in changes)) {
    for (const field of WISH_FIELDS) changes[field] = values[field as keyof ProfileFormValues];
  }
  return changes as ProfileUpdate;
}

/** The editable profile, on /profile and /settings: name and email are shown, not editable. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const saved = formValues(profile);
  const form = useCheckedForm<ProfileFormInput, ProfileFormValues>({
    eagerCheck: profileFormSchema,
    // The profile may be saved elsewhere (the other form, another tab): fields not being edited
    // follow the server's values, fields being edited keep what the member typed.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const formToast = useFormToast();
  const username = form.register("username");

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(changedFields(values, saved), {
      onSuccess: ({ profile: updated }) => {
        form.reset(formValues(updated));
        formToast.clear();
        toast.success(t("Profile updated"));
      },
      onError: (error) => {
        applyServerFieldErrors(
          error,
          form.setError,
          EDITABLE_PROFILE_FIELDS as Path<ProfileFormInput>[],
        );
        formToast.error(t("Failed to save profile"), error.message);
      },
    }),
  );

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={t("Edit your profile")}>
      {/* Read-only boxes that grow to their text: a long name or email wraps, whole, in view. */}
      <div className="grid gap-4">
        <Field label={t("Full name")} hint={t("Your name can't be changed.")}>
          <Textarea value={profile.name} readOnly rows={1} className={READ_ONLY_CLASSES} />
        </Field>
        <Field label={t("Email")} hint={t("Only you can see your email.")}>
          <Textarea value={profile.email} readOnly rows={1} className={READ_ONLY_CLASSES} />
        </Field>
      </div>

      <Field
        label={t("Username")}
        error={errors.username?.message}
        hint={t("Lowercase letters and numbers, no spaces.")}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX}
          {...username}
          onChange={(event) => {
            event.target.value = normalizeUsernameInput(event.target.value);
            return username.onChange(event);
          }}
        />
      </Field>

      <AgeAndPronounsFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
        <SexualityField form={form} />
        <SelectField
          control={form.control}
          name="relationshipStatus"
          label={t("Relationship status")}
          options={relationshipOptions(t)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
        <OccupationField form={form} />
        <NeighborhoodField form={form} />
      </div>
      <BioField form={form} />
      <WhoYouWantToMeet form={form} />

      <SubmitButton
        className="mt-1 w-full sm:w-auto sm:justify-self-end"
        busy={update.isPending}
        loadingText={t("Saving...")}
        disabled={!isDirty}
      >
        {t("Save Changes")}
      </SubmitButton>
    </form>
  );
}
