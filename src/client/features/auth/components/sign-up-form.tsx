import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Path } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "@/client/app/paths";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toaster";
import { SelectField } from "@/client/components/ui/select-field";
import { neighborhoodOptions, sexualityOptions } from "@/client/lib/select-options";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { AGE_MAX, AGE_MIN, BIO_MAX, PASSWORD_MIN } from "@/shared/constants";
import { signUpSchema, type SignUp, type SignUpInput } from "@/shared/schemas/auth";
import { useSignUp } from "../api";

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
];

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      pronouns: "",
      occupation: "",
      bio: "",
    },
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: "bio" }) ?? "";

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: ({ user }) => {
        const firstName = user.name.split(/\s+/)[0] || user.name;
        toast.success(
          "Account created!",
          `Welcome to Vouch, ${firstName}. Now gather the friends who know you best.`,
        );
        navigate(paths.onboarding, { replace: true });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, fieldNames);
        toast.error("Error", error.message);
      },
    }),
  );

  const busy = signUp.isPending || signUp.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create your account">
      <Field label="Full name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Alex Rivera" {...form.register("name")} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register("email")}
        />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters.`}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <Field label="Age" error={errors.age?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            {...form.register("age", { valueAsNumber: true })}
          />
        </Field>
        <Field label="Pronouns" error={errors.pronouns?.message}>
          <Input placeholder="she/her" {...form.register("pronouns")} />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
        <SelectField
          control={form.control}
          name="sexuality"
          label="Sexuality"
          options={sexualityOptions}
          placeholder="Choose…"
        />
        <SelectField
          control={form.control}
          name="neighborhood"
          label="Neighborhood"
          options={neighborhoodOptions}
          placeholder="Choose…"
        />
      </div>

      <Field label="Occupation" optional error={errors.occupation?.message}>
        <Input
          autoComplete="organization-title"
          placeholder="Architect"
          {...form.register("occupation")}
        />
      </Field>
      <Field label="Short bio" optional error={errors.bio?.message}>
        <Textarea
          rows={2}
          maxLength={BIO_MAX}
          count={bio.length}
          placeholder="The line your friends would use to describe you"
          {...form.register("bio")}
        />
      </Field>

      <Button type="submit" className="mt-1 w-full" loading={busy} loadingText="Loading...">
        Create Circle
      </Button>
    </form>
  );
}
