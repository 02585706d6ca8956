import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { passwordResetRequestSchema, type PasswordResetRequest } from "@/shared/schemas/account";
import { PASSWORD_RESET_VALIDITY } from "@/shared/texts";
import { useRequestPasswordReset } from "../api";

/** "Forgot password?": asks where to send a link to set a new password. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["email"]);
        toast.error("Error", error.message);
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-2 text-center">
        <MailCheck aria-hidden className="size-9 text-primary" />
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-muted-foreground">
          If an account uses{" "}
          <strong className="break-all text-foreground">{request.variables.email}</strong>, a link
          to set a new password is on its way. It works once, for {PASSWORD_RESET_VALIDITY}.
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Forgot password">
      <p className="text-muted-foreground">
        Enter the email you signed up with and we'll send you a link to set a new password.
      </p>
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register("email")}
        />
      </Field>
      <Button
        type="submit"
        className="mt-1 w-full"
        loading={request.isPending}
        loadingText="Sending..."
      >
        Send the link
      </Button>
    </form>
  );
}
