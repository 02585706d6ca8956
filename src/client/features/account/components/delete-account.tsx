import { useTranslation } from "react-i18next";
import { useState } from "react";
import { useCheckedForm } from "@/client/components/checked-form";
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
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { ApiError } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { REAUTH_WINDOW_MINUTES } from "@/shared/constants";
import { accountDeletionText } from "@/shared/texts";
import { deleteAccountSchema, type DeleteAccountInput } from "@/shared/schemas/account";
import { paths } from "@/client/lib/paths";
import { useDeleteAccount, useStartGoogle } from "../api";

/**
 * "Delete my account" and its confirmation. `incomplete`: a member Google signed in who hasn't
 * completed their profile, on the completion screen; they have no password and nothing else yet.
 */
export function DeleteAccount({ incomplete = false }: { incomplete?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3">
      <p className="text-[0.95rem] text-muted-foreground">
        {incomplete
          ? t(
              "Changed your mind? Deleting the account removes what Google shared with Vouch (your name and email) for good.",
            )
          : accountDeletionText(t)}
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-full sm:w-fit">
            {t("Delete my account")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          {open && <ConfirmDeletion incomplete={incomplete} onCancel={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ConfirmDeletion({ incomplete, onCancel }: { incomplete: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  // A Google-only member whose sign-in is too old is asked to sign in again, right here.
  const [reauth, setReauth] = useState<string>();
  const form = useCheckedForm<DeleteAccountInput>({
    eagerCheck: deleteAccountSchema,
    defaultValues: { password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    deletion.mutate(values, {
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ["password"])) return;
        if (error instanceof ApiError && error.code === "reauth_required") {
          setReauth(error.message);
          return;
        }
        toast.error(t("Your account wasn't deleted"), error.message);
      },
    }),
  );

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={t("Delete my account")}>
      <DialogHeader>
        <DialogTitle>{t("Delete your account?")}</DialogTitle>
        <DialogDescription>
          {incomplete
            ? t("This can\u2019t be undone.")
            : t("This can\u2019t be undone. Enter your password to confirm.")}
        </DialogDescription>
      </DialogHeader>
      {!incomplete && (
        <Field
          label={t("Password")}
          error={errors.password?.message}
          hint={t(
            "Signed up with Google? Leave this empty: it works within {minutes} minutes of signing in.",
            { minutes: REAUTH_WINDOW_MINUTES },
          )}
        >
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
      )}
      {reauth && (
        <SignInAgain message={reauth} next={incomplete ? paths.completeProfile : paths.settings} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={deletion.isPending}>
          {t("Keep my account")}
        </Button>
        <SubmitButton
          variant="destructive"
          busy={deletion.isPending || deletion.isSuccess}
          loadingText={t("Deleting...")}
        >
          {t("Delete my account")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** Back to Google and then to `next`, where the member can delete within the window. */
function SignInAgain({ message, next }: { message: string; next: string }) {
  const { t } = useTranslation();
  const start = useStartGoogle("sign-in");
  return (
    <div role="alert" className="grid gap-3 rounded-card border border-border bg-muted px-4 py-3">
      <div>
        <p className="font-semibold">{t("Please sign in again")}</p>
        <p className="mt-0.5 text-sm leading-snug text-muted-foreground">{message}</p>
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        onClick={() =>
          start.mutate(
            { next },
            {
              onSuccess: ({ url }) => window.location.assign(url),
              onError: (error) => toast.error(t("Error"), error.message),
            },
          )
        }
        // Stay busy after success: the browser is on its way to Google.
        loading={start.isPending || start.isSuccess}
        loadingText={t("Opening Google…")}
      >
        {t("Sign in with Google")}
      </Button>
    </div>
  );
}
